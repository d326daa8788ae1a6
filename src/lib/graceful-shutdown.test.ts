import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
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

/**
 * A process with an HTTP server and the graceful stop, as a web process has them (its output: "port N", "released"):
 * its first request goes to a loopback server it closes at once, as the web process reads its consent runtime.
 */
function startStoppableServer(drainMs: number) {
  const script = `
    import http from 'node:http'
    import { stopGracefullyOnSignal } from ${JSON.stringify(path.join(import.meta.dirname, 'graceful-shutdown.ts'))}
    import { isDraining } from ${JSON.stringify(path.join(import.meta.dirname, 'draining.ts'))}
    stopGracefullyOnSignal({ drainMs: ${drainMs}, release: async () => console.log('released') })
    const loopback = http.createServer((request, response) => response.end('runtime'))
    await new Promise((resolve) => loopback.listen(0, '127.0.0.1', resolve))
    await fetch('http://127.0.0.1:' + loopback.address().port + '/')
    loopback.close()
    const server = http.createServer((request, response) => {
      if (request.url === '/log') console.error('a line for a launcher that is gone')
      setTimeout(() => response.end(isDraining() ? 'draining' : 'serving'), request.url === '/slow' ? 1500 : 0)
    })
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
  `
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  const port = new Promise<number>((resolve) => child.stdout!.on('data', () => output.match(/port (\d+)/) && resolve(Number(output.match(/port (\d+)/)![1]))))
  return { child, port, output: () => output }
}

// Each test starts a Node process that compiles TypeScript as it loads (tsx): on a machine busy with the other tests
// that alone took most of the default 5 s once. What is timed is measured from the signal, not from the start.
describe('stopGracefullyOnSignal', { timeout: 20_000 }, () => {
  it('keeps serving while it drains, then finishes the request in flight, closes the port, releases and exits 0', async () => {
    const { child, port: portReady, output } = startStoppableServer(1000)
    const port = await portReady
    const agent = new http.Agent({ keepAlive: true })
    agents.push(agent)
    expect((await get(port, '/', agent)).body).toBe('serving')
    const exited = once(child, 'exit')
    const slow = get(port, '/slow', new http.Agent())
    await new Promise((r) => setTimeout(r, 100))
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 200))
    // Draining: still answering (the load balancer is still finding out), on a new connection too.
    expect((await get(port, '/', new http.Agent())).body).toBe('draining')
    await new Promise((r) => setTimeout(r, 1000))
    await expect(get(port, '/', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect((await slow).status).toBe(200)
    const [code] = await exited
    expect(code).toBe(0)
    expect(output()).toContain('released')
  })

  it('stops the same way when its output pipe breaks (its launcher is gone)', async () => {
    const { child, port: portReady } = startStoppableServer(0)
    const port = await portReady
    const exited = once(child, 'exit')
    child.stderr!.destroy()
    expect((await get(port, '/log', new http.Agent())).status).toBe(200)
    const [code] = await exited
    expect(code).toBe(0)
  })
})
