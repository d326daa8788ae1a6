import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'

/**
 * The request a web process is serving, for the application's logger (src/lib/request-context.ts reads the same
 * store) and the shared cache handler (cache-handler.mjs: a request that came in before Redis was back after an
 * outage stores nothing there). They take it from this global, because the web process imports nothing from src/,
 * Next bundles src/ apart from it and loads the cache handler outside its bundles. The key is the contract.
 */
export type RequestContext = {
  requestId: string
  /** performance.now() when the request came in. */
  startedAt: number
  /** Runs `then` once the answer has been sent or the connection closed (at once if it already has). */
  afterResponse(then: () => void): void
}
const KEY = Symbol.for('northwind.request-context')
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }

export const requestContext: AsyncLocalStorage<RequestContext> = (store[KEY] ??= new AsyncLocalStorage<RequestContext>())

/** The context of a request the web process is about to serve. */
export function contextOf(requestId: string, response: ServerResponse): RequestContext {
  return {
    requestId,
    startedAt: performance.now(),
    afterResponse: (then) => (response.closed ? then() : void response.once('close', then)),
  }
}
