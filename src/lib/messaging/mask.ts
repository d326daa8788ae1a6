/** Hides a phone number or e-mail address in logs, keeping the last (up to 4) characters and the e-mail domain. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@')
  return at > 0 ? `${maskTail(to.slice(0, at))}${to.slice(at)}` : maskTail(to)
}

function maskTail(value: string): string {
  const kept = Math.min(4, Math.floor(value.length / 2))
  return '*'.repeat(value.length - kept) + value.slice(value.length - kept)
}

/**
 * `text` (a provider's reason for refusing a message, which often quotes the address or number) with the recipient
 * masked wherever it appears: as given, in any case, and a phone number also without its `+`.
 */
export function maskRecipientIn(text: string, to: string): string {
  const forms = to.startsWith('+') ? [to, to.slice(1)] : [to]
  const quoted = forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return text.replace(new RegExp(quoted.join('|'), 'gi'), maskRecipient(to))
}
