import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/roles'
import { PUSH_TOPIC_LABELS, PUSH_TOPICS } from '@/collections/PushSubscriptions/topics'
import { EDITIONS } from '@/i18n/editions'

const readOnly = { readOnly: true }

/**
 * Browsers that accepted push notifications (src/features/push-notifications). Written only by the public
 * push API (upsert by endpoint) and the sending job (which deletes those the push service reports gone);
 * admins read and may delete them (a browser's endpoint and keys, which no other role needs); nobody else sees them.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: { singular: 'Push subscription', plural: 'Push subscriptions' },
  timestamps: true,
  defaultSort: '-createdAt',
  admin: {
    group: 'Push notifications',
    useAsTitle: 'endpoint',
    defaultColumns: ['edition', 'topics', 'createdAt'],
    description: 'Browsers that accepted notifications. Removed when the visitor unsubscribes or their push service reports them gone.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'endpoint', type: 'text', required: true, unique: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'p256dh', type: 'text', required: true, admin: { ...readOnly, description: 'The browser’s public key (base64url).' } },
        { name: 'auth', type: 'text', required: true, admin: { ...readOnly, description: 'The browser’s auth secret (base64url).' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'edition', type: 'select', required: true, index: true, options: EDITIONS.map((e) => ({ label: e.label, value: e.code })), admin: readOnly },
        {
          name: 'topics',
          type: 'select',
          hasMany: true,
          required: true,
          options: PUSH_TOPICS.map((value) => ({ label: PUSH_TOPIC_LABELS[value], value })),
          admin: readOnly,
        },
      ],
    },
  ],
}
