/** Live senders check their settings when they send, so a missing variable only breaks the channel that needs it. */
export function requireSetting(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`Messaging is not configured: set ${variable}.`)
  return value
}
