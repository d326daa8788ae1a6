import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** While Payload cannot start, a request tries again only this long after the last attempt failed. */
const RETRY_GAP_MS = 5000

// On globalThis: Next's bundles may load this module more than once, and the start (src/instrumentation-node.ts) is one of them.
const state = globalThis as typeof globalThis & { northwindPayloadStartFailure?: { at: number; error: unknown } }

/** Payload, started now if it has not been; a failure is remembered for `getPayloadClient`. */
export async function startPayload() {
  try {
    const payload = await getPayload({ config })
    state.northwindPayloadStartFailure = undefined
    return payload
  } catch (error) {
    state.northwindPayloadStartFailure = { at: Date.now(), error }
    throw error
  }
}

/**
 * The server's Payload instance (it queues jobs; only the job worker runs them). While the database does not
 * answer, a request within a few seconds of a failed start fails at once with that failure (the public APIs answer
 * 503, src/lib/database-unavailable.ts) instead of trying again: every page, API call and load-balancer probe made
 * its own attempt, and Payload logged each one with its stack.
 */
export async function getPayloadClient() {
  const failure = state.northwindPayloadStartFailure
  if (failure && Date.now() - failure.at < RETRY_GAP_MS) {
    throw new Error(`Payload did not start ${Date.now() - failure.at} ms ago and is not tried again yet`, { cause: failure.error })
  }
  return startPayload()
}
