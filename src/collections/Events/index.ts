import type { CollectionConfig } from 'payload'
import { LEAD_FORM_CHOICES } from '@/blocks/LeadForm/forms'
import { coverField, derivedTextFields, deriveText, editionsField, resourceCollection, seoField, slugField } from '@/fields/resource'

const dateTime = { pickerAppearance: 'dayAndTime' as const }

export const Events: CollectionConfig = resourceCollection({
  slug: 'events',
  labels: { singular: 'Event or webinar', plural: 'Events and webinars' },
  defaultSort: '-startsAt',
  admin: {
    defaultColumns: ['listTitle', 'kind', 'startsAt', 'editions', '_status'],
    listSearchableFields: ['listTitle', 'title', 'slug'],
    description: 'Events (online or at a venue) and webinars. Times are entered in the event’s own time zone.',
  },
  hooks: { beforeChange: [deriveText('body', (data) => [(data.venue as { name?: string } | undefined)?.name ?? ''])] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'event',
      options: [
        { label: 'Event', value: 'event' },
        { label: 'Webinar', value: 'webinar' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('events', 'kind'),
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 320 },
    coverField(),
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', required: true, index: true, timezone: { required: true }, admin: { date: dateTime } },
        { name: 'endsAt', type: 'date', required: true, timezone: { required: true }, admin: { date: dateTime } },
      ],
    },
    {
      name: 'format',
      type: 'radio',
      required: true,
      defaultValue: 'online',
      options: [
        { label: 'Online', value: 'online' },
        { label: 'At a venue', value: 'venue' },
      ],
    },
    {
      name: 'venue',
      type: 'group',
      admin: { condition: (data) => data?.format === 'venue' },
      fields: [
        { name: 'name', type: 'text', localized: true },
        { name: 'address', type: 'textarea', localized: true },
      ],
    },
    { name: 'body', type: 'richText', required: true, localized: true },
    {
      name: 'speakers',
      type: 'array',
      localized: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text' },
            { name: 'company', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'registrationForm',
      type: 'select',
      options: LEAD_FORM_CHOICES.map((value) => ({ label: value, value })),
      admin: { description: 'The lead form visitors register with while the event is upcoming.' },
    },
    {
      name: 'recording',
      type: 'relationship',
      relationTo: 'videos',
      admin: { description: 'Once it is over: the video of the recording.' },
    },
    editionsField,
    ...derivedTextFields,
    seoField,
  ],
})
