import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { mkdtempSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contextOf, requestContext } from './scripts/lib/request-context'
import { cacheHandlerServesFromMemory } from './src/lib/cache-handler-client'
import CacheHandler, { failingFastWhileDown, memoryWhileRedisIsDown } from './cache-handler.mjs'

type Scan = { cursor: string; keys: string[] }

/** A node-redis client as the outage tracking uses it: errors, PING, SCAN and UNLINK. */
function fakeClient(scan: () => Promise<Scan>) {
  return Object.assign(new EventEmitter(), {
    isReady: true,
    ping: vi.fn(async () => 'PONG'),
    scan: vi.fn(scan),
    unlink: vi.fn(async (keys: string[]) => keys.length),
  })
}

const AFTER_REVALIDATION = Symbol.for('northwind.afterTagRevalidation')
const LOGGER = Symbol.for('northwind.cacheHandlerLogger')
const globals = globalThis as Record<symbol, unknown>
/** Runs `run` as a request the web process serves; `send()` then finishes its answer. */
function request() {
  const sent = new EventEmitter()
  const context = contextOf('test', Object.assign(sent, { closed: false }) as unknown as ServerResponse)
  return {
    run: <T>(run: () => Promise<T>) => requestContext.run(context, run),
    send: () => sent.emit('close'),
  }
}
const asRequest = <T>(run: () => Promise<T>) => request().run(run)
/** An entry as the CacheHandler passes it to each handler. */
const PAGE = { value: { kind: 'APP_PAGE', html: '<p>page</p>' }, tags: ['_N_T_/es-mx'], lastModified: Date.now(), lifespan: null }

describe('the shared cache handler when Redis fails', () => {
  const purge = vi.fn(async () => {})
  const logged: string[] = []

  beforeEach(() => {
    vi.useFakeTimers()
    globals[AFTER_REVALIDATION] = purge
    globals[LOGGER] = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) }
  })
  afterEach(() => {
    vi.useRealTimers()
    delete globals[AFTER_REVALIDATION]
    delete globals[LOGGER]
    purge.mockClear()
    logged.length = 0
  })

  function setUp(scan: () => Promise<Scan>) {
    const client = fakeClient(scan)
    const { outage, fallback } = memoryWhileRedisIsDown(client, 'northwind:build:')
    const redisHandler = { name: 'redis', get: vi.fn(async () => null), set: vi.fn(async () => {}), revalidateTag: vi.fn(async () => {}) }
    const redis = failingFastWhileDown(redisHandler, outage)
    return { client, outage, fallback, redis, redisHandler }
  }

  it('serves from memory, drops the shared cache when Redis answers again, then the memory, and purges the HTTP cache', async () => {
    const { client, outage, fallback, redis } = setUp(async () => ({ cursor: '0', keys: ['northwind:build:a', 'northwind:build:b'] }))
    client.emit('error', new Error('connection lost'))
    expect(outage.isDown()).toBe(true)
    await expect(redis.get('page')).rejects.toThrow('Redis is down')
    await fallback.set('page', PAGE)
    expect(await fallback.get('page', { implicitTags: [] })).toEqual(PAGE)

    await vi.advanceTimersByTimeAsync(2000)
    expect(outage.isDown()).toBe(false)
    expect(client.unlink).toHaveBeenCalledWith(['northwind:build:a', 'northwind:build:b'])
    expect(logged.at(-1)).toMatch(/dropped the 2 entries/)
    expect(purge).toHaveBeenCalledOnce()
    outage.markDown('again')
    expect(await fallback.get('page', { implicitTags: [] })).toBeNull()
  })

  it('stays on its memory while the shared cache cannot be dropped, and tries again', async () => {
    let scans = 0
    const { outage } = setUp(async () => {
      if (++scans === 1) throw new Error('LOADING Redis is loading the dataset in memory')
      return { cursor: '0', keys: [] }
    })
    outage.markDown('connection lost')
    await vi.advanceTimersByTimeAsync(2000)
    expect(outage.isDown()).toBe(true)
    expect(purge).not.toHaveBeenCalled()
    expect(logged.at(-1)).toMatch(/dropping the shared cache failed .*tries again/)
    await vi.advanceTimersByTimeAsync(2000)
    expect(outage.isDown()).toBe(false)
    expect(purge).toHaveBeenCalledOnce()
  })

  it('says once a minute, not at each attempt, that the shared cache still cannot be dropped', async () => {
    let failing = true
    const { outage } = setUp(async () => {
      if (failing) throw new Error('ERR unknown command')
      return { cursor: '0', keys: [] }
    })
    outage.markDown('connection lost')
    logged.length = 0
    const failures = () => logged.filter((line) => /dropping the shared cache failed \(ERR unknown command\)/.test(line)).length
    await vi.advanceTimersByTimeAsync(2000)
    expect(failures()).toBe(1)
    await vi.advanceTimersByTimeAsync(56_000)
    expect(failures()).toBe(1)
    await vi.advanceTimersByTimeAsync(4000)
    expect(failures()).toBe(2)
    expect(outage.isDown()).toBe(true)
    failing = false
    await vi.advanceTimersByTimeAsync(2000)
    expect(outage.isDown()).toBe(false)
    expect(logged.at(-1)).toMatch(/dropped the 0 entries/)
  })

  it('stores nothing in Redis from a request that came in before Redis was back, and stores what later ones render', async () => {
    const { outage, redis, redisHandler } = setUp(async () => ({ cursor: '0', keys: [] }))
    outage.markDown('no answer from Redis within 1000 ms')
    await asRequest(async () => {
      await vi.advanceTimersByTimeAsync(2000)
      expect(outage.isDown()).toBe(false)
      // Rendered from what the memory held during the outage, finished once Redis was back.
      await redis.set('page', PAGE)
    })
    expect(redisHandler.set).not.toHaveBeenCalled()
    await asRequest(() => redis.set('page', PAGE))
    expect(redisHandler.set).toHaveBeenCalledOnce()
    // Outside a request (nothing tells when it began) the entry is stored.
    await redis.set('other', PAGE)
    expect(redisHandler.set).toHaveBeenCalledTimes(2)
  })

  it('purges the HTTP cache again once such a request has sent its answer, once per request', async () => {
    const { outage, redis } = setUp(async () => ({ cursor: '0', keys: [] }))
    outage.markDown('no answer from Redis within 1000 ms')
    const straddling = request()
    await straddling.run(async () => {
      await vi.advanceTimersByTimeAsync(2000)
      expect(purge).toHaveBeenCalledOnce() // the recovery's own
      await redis.set('data', PAGE)
      await redis.set('page', PAGE)
    })
    // Its answer, rendered from the outage's memory, may reach the HTTP cache after the recovery's purge.
    expect(purge).toHaveBeenCalledOnce()
    straddling.send()
    expect(purge).toHaveBeenCalledTimes(2)
    await asRequest(() => redis.set('page', PAGE))
    expect(purge).toHaveBeenCalledTimes(2)
  })
})

describe('the shared cache handler in a process that starts while Redis hangs', () => {
  let redis: net.Server
  const connections: net.Socket[] = []

  beforeEach(async () => {
    // Accepts connections and answers nothing, as a stopped Redis does.
    redis = net.createServer((socket) => connections.push(socket))
    await new Promise<void>((resolve) => redis.listen(0, '127.0.0.1', resolve))
    const distDir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'test-build')
    vi.stubEnv('NEXT_DIST_DIR', distDir)
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${(redis.address() as net.AddressInfo).port}`)
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    ;(globals[Symbol.for('northwind.sharedCacheClient')] as { destroy(): void } | undefined)?.destroy()
    for (const socket of connections) socket.destroy()
    await new Promise((resolve) => redis.close(resolve))
  })

  it('answers its first cache read (a miss) within a couple of seconds instead of waiting for Redis, and says it serves from memory', async () => {
    const handler = new CacheHandler({ serverDistDir: '/nowhere/server', dev: false } as ConstructorParameters<typeof CacheHandler>[0])
    const started = performance.now()
    expect(await handler.get('/es-mx', { softTags: [] })).toBeNull()
    expect(performance.now() - started).toBeLessThan(3000)
    // What /readyz reads (degraded) until Redis answers and has been emptied.
    expect(cacheHandlerServesFromMemory()).toBe(true)
  }, 10_000)
})
