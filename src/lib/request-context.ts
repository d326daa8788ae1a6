import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The id of the request being served, set by the web process (scripts/lib/request-context.ts owns the store: same
 * global key, since the web process imports nothing from src/). Undefined outside a request, and under `next dev`.
 * A job carries the id of the request that queued it (`requestId` in its input), and the worker runs the job as
 * part of that request, so the log lines of both carry the same id. A job's context has only the id; the web
 * process's has more, which this module does not read.
 */
type RequestContext = { requestId: string }
const KEY = Symbol.for('northwind.request-context')
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }
const requestContext = () => (store[KEY] ??= new AsyncLocalStorage<RequestContext>())

export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId
}

/** The job input field that carries the id of the request that queued the job. */
export const REQUEST_ID_INPUT = { name: 'requestId', type: 'text' } as const

/** A job's input, with the id of the request being served (none outside a request). */
export function withRequestId<Input extends object>(input: Input): Input & { requestId?: string } {
  const requestId = currentRequestId()
  return requestId ? { ...input, requestId } : input
}

/** A job handler that runs as part of the request that queued its job: what it logs carries that request's id. */
export function asPartOfQueuingRequest<Args extends { input: { requestId?: string | null } }, Result>(handler: (args: Args) => Result): (args: Args) => Result {
  return (args) => {
    const requestId = args.input.requestId
    return requestId ? requestContext().run({ requestId }, () => handler(args)) : handler(args)
  }
}
