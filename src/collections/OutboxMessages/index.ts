import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/roles'
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES } from '@/lib/messaging/values'
import { summarizeOutboxMessage } from './summarize'

const CHANNEL_LABELS = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' } as const
const PURPOSE_LABELS = { otp: 'One-time code', 'lead-notification': 'Lead notification', 'shipment-quote': 'Shipment quote' } as const

/** What the local senders would have sent (MESSAGING_MODE=outbox, EMAIL_TRANSPORT=outbox). Written by server code only. */
export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  timestamps: true,
  defaultSort: '-createdAt',
  admin: {
    group: 'Delivery',
    useAsTitle: 'summary',
    defaultColumns: ['channel', 'to', 'subject', 'createdAt'],
    description: 'Messages recorded instead of sent while messaging or e-mail runs in outbox mode.',
  },
  access: { read: isAdmin, delete: isAdmin, create: () => false, update: () => false },
  fields: [
    {
      name: 'channel',
      type: 'select',
      required: true,
      options: MESSAGE_CHANNELS.map((value) => ({ label: CHANNEL_LABELS[value], value })),
    },
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text' },
    { name: 'body', type: 'textarea', required: true },
    { name: 'provider', type: 'text', admin: { description: 'The sender live mode would have used: msg91, twilio, whatsapp or smtp.' } },
    {
      name: 'purpose',
      type: 'select',
      options: MESSAGE_PURPOSES.map((value) => ({ label: PURPOSE_LABELS[value], value })),
    },
    { name: 'reference', type: 'text', index: true, admin: { description: 'The OTP request or lead this message belongs to.' } },
    {
      name: 'attachments',
      type: 'json',
      admin: { description: 'Files the e-mail would have carried: name, type, size and the content in base64.' },
    },
    {
      name: 'summary',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => summarizeOutboxMessage(siblingData)] },
    },
  ],
}
