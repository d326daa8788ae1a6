import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SpentTokenStore } from '@/lib/captcha/types'

/** The replay guard of the unit tests: a set in memory instead of the database table. */
export function createMemorySpentTokenStore(): SpentTokenStore {
  const spent = new Set<string>()
  return {
    async markSpent(tokenHash) {
      const key = tokenHash.toString('hex')
      if (spent.has(key)) return false
      spent.add(key)
      return true
    },
  }
}

type SiteVerifyRequest = { method: string | undefined; contentType: string | undefined; form: URLSearchParams }

export type FakeSiteVerify = {
  url: string
  requests: SiteVerifyRequest[]
  /** What the next requests get: a status and a JSON body (a string is sent as it is). */
  reply(status: number, body: unknown, delayMs?: number): void
  close(): Promise<void>
}

/** A stand-in for Google's and Cloudflare's siteverify endpoints on an ephemeral local port. */
export async function startFakeSiteVerify(): Promise<FakeSiteVerify> {
  const requests: SiteVerifyRequest[] = []
  let answer = { status: 200, body: '{"success":true}', delayMs: 0 }
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    requests.push({
      method: req.method,
      contentType: req.headers['content-type'],
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    })
    const { status, body, delayMs } = answer
    setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    reply(status, body, delayMs = 0) {
      answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body), delayMs }
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
