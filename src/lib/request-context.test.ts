import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { asPartOfQueuingRequest, currentRequestId, withRequestId } from './request-context'

/** The store the web process serves each request in (scripts/lib/request-context.ts makes it there, this module elsewhere). */
const webProcessStore = () => (globalThis as unknown as Record<symbol, AsyncLocalStorage<{ requestId: string }>>)[Symbol.for('northwind.request-context')]!

describe('a job and the request that queued it', () => {
  it("carries the request's id in the job's input, and nothing outside a request", () => {
    expect(withRequestId({ leadId: 7 })).toEqual({ leadId: 7 })
    expect(webProcessStore().run({ requestId: 'req-1' }, () => withRequestId({ leadId: 7 }))).toEqual({ leadId: 7, requestId: 'req-1' })
  })

  it("runs the job's handler as part of that request, or of none", async () => {
    const handler = asPartOfQueuingRequest(async ({ input }: { input: { requestId?: string | null } }) => `${input.requestId}: ${currentRequestId()}`)
    expect(await handler({ input: { requestId: 'req-2' } })).toBe('req-2: req-2')
    expect(await handler({ input: {} })).toBe('undefined: undefined')
  })
})
