/** The channels and purposes a recorded message can have: the collection's select options, the senders' types. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

export const MESSAGE_PURPOSES = ['otp', 'lead-notification', 'shipment-quote'] as const
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number]
