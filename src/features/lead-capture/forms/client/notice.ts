import { MESSAGE_KEYS, SERVER_ONLY_MESSAGE_KEYS, type MessageKey } from '@/lib/api/messages'

export type ClientMessageKey = Exclude<MessageKey, (typeof SERVER_ONLY_MESSAGE_KEYS)[number]>
export const CLIENT_MESSAGE_KEYS = MESSAGE_KEYS.filter((k): k is ClientMessageKey => !(SERVER_ONLY_MESSAGE_KEYS as readonly string[]).includes(k))

export type FormMessages = Readonly<Record<ClientMessageKey, string>>

/** A message for the visitor: a key translated in the browser, or a text the server already localized. */
export type Notice = { key: ClientMessageKey } | { text: string }

export function noticeText(notice: Notice, messages: FormMessages): string {
  return 'key' in notice ? messages[notice.key] : notice.text
}

/** Zod issues carry message keys and server field errors carry texts; both end up as a field's message. */
export function fieldMessageText(message: string | undefined, messages: FormMessages): string | undefined {
  if (!message) return undefined
  return Object.hasOwn(messages, message) ? messages[message as ClientMessageKey] : message
}
