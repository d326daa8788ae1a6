import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The id of the request being served, set by the web process (scripts/lib/request-context.ts owns the store: same
 * global key, since the web process imports nothing from src/). Undefined outside a request, and under `next dev`.
 */
type RequestContext = { requestId: string }
const KEY = Symbol.for('northwind.request-context')
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }

export function currentRequestId(): string | undefined {
  return (store[KEY] ??= new AsyncLocalStorage<RequestContext>()).getStore()?.requestId
}
