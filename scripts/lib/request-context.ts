import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The request a web process is serving, for the application's logger (src/lib/request-context.ts reads the same
 * store): both take it from this global, because the web process imports nothing from src/ and Next bundles
 * src/ apart from it. The key is the contract between the two.
 */
export type RequestContext = { requestId: string }
const KEY = Symbol.for('northwind.request-context')
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }

export const requestContext: AsyncLocalStorage<RequestContext> = (store[KEY] ??= new AsyncLocalStorage<RequestContext>())
