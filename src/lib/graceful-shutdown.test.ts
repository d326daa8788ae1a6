import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { closeServer } from './graceful-shutdown'

const agents: http.Agent[] = []
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()))

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

async function startServer(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((request, response) => {
    const delay = request.url === '/slow' ? 300 : 0
    setTimeout(() => response.end(request.url), delay)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

describe('closeServer', () => {
  it('finishes the request in flight, closes idle kept-alive connections and then resolves', async () => {
    const { server, port } = await startServer()
    const agent = new http.Agent({ keepAlive: true })
    agents.push(agent)
    // One kept-alive connection left idle, one request still being answered.
    expect((await get(port, '/fast', agent)).status).toBe(200)
    const slow = get(port, '/slow', agent)
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    await closeServer(server)
    expect(await slow).toEqual({ status: 200, body: '/slow' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(server.listening).toBe(false)
    await expect(get(port, '/fast', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })
})
