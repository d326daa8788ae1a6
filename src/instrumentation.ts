/**
 * Starts Payload with the server, so that its job runner resumes queued lead deliveries after a restart
 * without waiting for the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  await getPayload({ config, cron: true })
}
