import http from 'node:http'

/**
 * A POST over a connection from `localAddress`, another address of this machine (127.0.0.2 and up reach the same
 * servers as 127.0.0.1): the site sees a client of its own, whatever X-Forwarded-For the request carries. Answers
 * status 0 when the connection failed or the body was cut off.
 */
export function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
        } catch {
          resolve({ status: 0, json: null })
        }
      })
      response.on('error', () => resolve({ status: 0, json: null }))
    })
    request.on('error', () => resolve({ status: 0, json: null }))
    request.end(body)
  })
}
