import { z } from '@/lib/zod'
import { EDITION_CODES } from '@/i18n/editions'
import { PUSH_TOPICS, type PushTopic } from '@/collections/PushSubscriptions/topics'

/**
 * The public push API's bodies, shared by the prompt (which builds them) and the route handlers (which parse
 * them). Issue messages are keys of `PushNotifications.errors` in messages/*.json.
 */
const PUSH_ERROR_KEYS = ['invalidRequest', 'subscriptionInvalid', 'editionInvalid', 'topicsInvalid', 'endpointNotAllowed', 'notConfigured'] as const
export type PushErrorKey = (typeof PUSH_ERROR_KEYS)[number]

export function isPushErrorKey(value: unknown): value is PushErrorKey {
  return typeof value === 'string' && (PUSH_ERROR_KEYS as readonly string[]).includes(value)
}

const ENDPOINT_MAX_LENGTH = 2048
const endpoint = z.url({ protocol: /^https?$/, error: 'subscriptionInvalid' }).max(ENDPOINT_MAX_LENGTH, 'subscriptionInvalid')

/** What PushSubscription.toJSON() gives: the endpoint and the browser's P-256 key (uncompressed) and auth secret, base64url. */
const pushSubscriptionSchema = z.object(
  {
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // 65 bytes starting 0x04 (an uncompressed point), so 87 characters starting "B".
        p256dh: z.string('subscriptionInvalid').regex(/^B[A-Za-z0-9_-]{86}$/, 'subscriptionInvalid'),
        // 16 bytes.
        auth: z.string('subscriptionInvalid').regex(/^[A-Za-z0-9_-]{22}$/, 'subscriptionInvalid'),
      },
      'subscriptionInvalid',
    ),
  },
  'subscriptionInvalid',
)

export const subscribeBodySchema = z.object({
  subscription: pushSubscriptionSchema,
  edition: z.enum(EDITION_CODES, 'editionInvalid'),
  topics: z
    .array(z.enum(PUSH_TOPICS, 'topicsInvalid'), 'topicsInvalid')
    .min(1, 'topicsInvalid')
    .max(PUSH_TOPICS.length, 'topicsInvalid')
    .transform((topics) => [...new Set(topics)]),
})

export const unsubscribeBodySchema = z.object({ endpoint })

/** The prompt's text, in `PushNotifications.prompt`. */
export const PROMPT_STRING_KEYS = ['title', 'text', 'allow', 'notNow', 'working', 'done', 'failed', 'blocked'] as const

/** GET /api/push/prompt: what the prompt needs, for the edition asked. */
export type PushPromptConfig = { publicKey: string; topics: PushTopic[]; strings: Record<(typeof PROMPT_STRING_KEYS)[number], string> }
