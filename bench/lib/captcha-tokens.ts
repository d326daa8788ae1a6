import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** Fetches one ALTCHA challenge for lead forms and solves it as the widget does; answers the header value. */
async function solveLeadToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/captcha/challenge?action=lead`)
  if (!response.ok) throw new Error(`GET /api/captcha/challenge answered ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('An ALTCHA challenge had no solution')
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

/**
 * Solves `count` lead-form captchas ahead of a timed phase, so the load measures the server, not the puzzle.
 * Tokens are single-use and expire after ten minutes: solve them just before they are spent.
 */
export async function solveLeadTokens(baseUrl: string, count: number, concurrency = 16): Promise<string[]> {
  const tokens = new Array<string>(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++
        tokens[index] = await solveLeadToken(baseUrl)
      }
    }),
  )
  return tokens
}
