import type { Access, CollectionConfig } from 'payload'
import { recorded } from '@/access/recorded'
import { hasRole, isAdmin, isStaff, type Role } from '@/access/roles'
import { vapidDetails } from '@/lib/vapid'
import { siteLinkPath } from '@/lib/routes/site-link-path'
import { siteAddressRules } from '@/fields/site-address'
import { PUSH_TOPIC_LABELS, PUSH_TOPICS } from '@/collections/PushSubscriptions/topics'
import { EDITIONS } from '@/i18n/editions'
import { queueSending } from './hooks/queue-sending'

/** What staff pick when saving; the sending job sets the later states. */
const COMPOSE_STATES = ['draft', 'queued']
const PUSH_NOTIFICATION_STATES = [
  { label: 'Draft', value: 'draft' },
  { label: 'Send', value: 'queued' },
  { label: 'Sending', value: 'sending' },
  { label: 'Sent', value: 'sent' },
  { label: 'Failed', value: 'failed' },
]

const canCompose = (user: unknown) => hasRole(user as { roles?: Role[] }, 'admin', 'editor')
/** A notification can be edited until it is sent: then it is a record of what went out. */
const editableDrafts: Access = ({ req }) => (canCompose(req.user) ? { status: { equals: 'draft' } } : false)

const readOnly = { readOnly: true }

/**
 * Notifications staff compose and send to the visitors who accepted them (src/features/push-notifications):
 * saving with status "Send" queues a job that sends it to the edition's subscriptions for its topic, with
 * retries, and records how many were sent, failed and removed.
 */
export const PushNotifications: CollectionConfig = {
  slug: 'push-notifications',
  labels: { singular: 'Push notification', plural: 'Push notifications' },
  timestamps: true,
  defaultSort: '-createdAt',
  admin: {
    group: 'Push notifications',
    useAsTitle: 'title',
    defaultColumns: ['title', 'edition', 'topic', 'status', 'sentCount', 'createdAt'],
    description: 'Compose a notification, then save it with status "Send" to send it to the visitors of its edition who chose its topic.',
  },
  access: { read: isStaff, create: ({ req }) => canCompose(req.user), update: editableDrafts, delete: isAdmin },
  hooks: { afterChange: [queueSending] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    { name: 'body', type: 'textarea', required: true, maxLength: 240 },
    {
      name: 'link',
      type: 'text',
      required: true,
      admin: { description: 'The page the notification opens: a path of the site (/blogs/…) or an address on the site itself.' },
      ...siteAddressRules(siteLinkPath, 'A path of this site (starting with /) or an address on it.'),
    },
    {
      type: 'row',
      fields: [
        { name: 'edition', type: 'select', required: true, options: EDITIONS.map((e) => ({ label: e.label, value: e.code })) },
        { name: 'topic', type: 'select', required: true, options: PUSH_TOPICS.map((value) => ({ label: PUSH_TOPIC_LABELS[value], value })) },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: PUSH_NOTIFICATION_STATES,
      admin: { position: 'sidebar', description: 'Save with "Send" to send it (once: it can no longer be edited then).' },
      validate: (value: string | null | undefined) => {
        if (!value || !COMPOSE_STATES.includes(value)) return 'Choose Draft or Send.'
        if (value === 'queued' && !vapidDetails())
          return 'Push notifications are off: the server has no VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT).'
        return true
      },
    },
    {
      type: 'collapsible',
      label: 'Delivery',
      admin: { position: 'sidebar' },
      fields: [
        // Written by the sending job (src/features/push-notifications/delivery.ts), in SQL.
        { name: 'sentCount', type: 'number', defaultValue: 0, access: recorded, admin: { ...readOnly, description: 'Accepted by the push service.' } },
        {
          name: 'failedCount',
          type: 'number',
          defaultValue: 0,
          access: recorded,
          admin: { ...readOnly, description: 'Refused, or still failing after the retries.' },
        },
        {
          name: 'removedCount',
          type: 'number',
          defaultValue: 0,
          access: recorded,
          admin: { ...readOnly, description: 'Subscriptions the push service reported gone, deleted.' },
        },
        { name: 'sentAt', type: 'date', access: recorded, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'deliveryError', type: 'text', access: recorded, admin: readOnly },
      ],
    },
  ],
}
