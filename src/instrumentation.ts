/**
 * Starts Payload with the server, so the first visitor does not wait for it, and prepares the graceful stop:
 * on SIGTERM /healthz answers 503 at once, so the load balancer sends nothing new, while Next stops
 * listening and finishes the requests in flight before the process exits (which closes its connections).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { markDraining } = await import('@/lib/draining')
  process.once('SIGTERM', markDraining)
  await getPayload({ config })
}
