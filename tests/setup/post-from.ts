import http from 'node:http'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request over a connection from `localAddress`, another address of this machine (127.0.0.2 and up reach the same
 * servers as 127.0.0.1): the site sees a client of its own, whatever X-Forwarded-For the request carries. Answers
 * status 0 when the connection failed or the body was cut off.
 */
function requestFrom(localAddress: string, url: string, options: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, headers: {}, body: '' })
    const request = http.request(url, { method: options.method, headers: options.headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', failed)
    })
    request.on('error', failed)
    request.end(options.body)
  })
}

/** A POST from `localAddress` (see requestFrom), its answer read as JSON (status 0 when it is not JSON). */
export async function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: unknown }> {
  const answer = await requestFrom(localAddress, url, { method: 'POST', headers, body })
  try {
    return { status: answer.status, json: JSON.parse(answer.body) }
  } catch {
    return { status: 0, json: null }
  }
}

/** A GET from `localAddress` (see requestFrom). */
export const getFrom = (localAddress: string, url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  requestFrom(localAddress, url, { method: 'GET', headers })
