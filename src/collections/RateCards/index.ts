import type { CollectionConfig, Where } from 'payload'
import { isEditorOrAdmin, isStaff, isStaffUser } from '@/access/roles'
import { CARD_CONTAINER_TYPES, CHARGE_BASES, CHARGE_CODES, RATE_CARD_MODES, REGION_SCOPES, regionLabel, SOURCE_TYPES, SURCHARGE_STAGES } from './options'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { rateCardTitle } from './title'

const revalidate = revalidateCollection(TAGS.rateCards)

const options = (values: readonly string[], label: (value: string) => string = (v) => v) => values.map((value) => ({ label: label(value), value }))
const regionOptions = options(REGION_SCOPES, (v) => regionLabel(v as (typeof REGION_SCOPES)[number]))

/**
 * The shipment estimate's rates: one card per charge, lane (origin region → destination region, "any" for a
 * local charge), mode and box type. The quote API reads the active cards valid today server side (Local API,
 * overrideAccess); only staff see and edit them. Where no ocean-freight card covers a lane, the calculator says
 * so and offers a quote request: keep a card per lane rather than stretch one across lanes.
 */
export const RateCards: CollectionConfig = {
  slug: 'rate-cards',
  labels: { singular: 'Rate card', plural: 'Rate cards' },
  admin: {
    group: 'Shipping',
    useAsTitle: 'title',
    defaultColumns: ['title', 'charge', 'mode', 'amount', 'currency', 'validFrom', 'validUntil', 'active'],
    listSearchableFields: ['title', 'name', 'sourceLabel'],
    description:
      'Published market levels and charges used by the shipment calculator. Every active card that covers a lane is charged, except ocean freight, where the newest figure wins. Set "Valid until" when a figure must stop being used.',
  },
  // The public estimates' prices: editors and admins keep them; sales read them.
  access: { read: isStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin, admin: ({ req }) => isStaffUser(req.user) },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true }, hooks: { beforeChange: [({ siblingData }) => rateCardTitle(siblingData)] } },
    {
      type: 'row',
      fields: [
        { name: 'charge', type: 'select', required: true, options: options(CHARGE_CODES), index: true },
        {
          name: 'stage',
          type: 'select',
          options: options(SURCHARGE_STAGES),
          admin: { condition: (data) => data?.charge === 'surcharge', description: 'Where the surcharge is levied: decides who pays it under an Incoterm.' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData.charge !== 'surcharge' || value ? true : 'Say where the surcharge is levied.',
        },
        { name: 'mode', type: 'select', required: true, defaultValue: 'fcl', options: options(RATE_CARD_MODES) },
        { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { description: 'Inactive cards are kept for the record and never used.' } },
      ],
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'The charge as its source names it, e.g. "Terminal Handling Service - Origin (OHC), Maersk".' },
    },
    {
      type: 'row',
      fields: [
        { name: 'originRegion', type: 'select', required: true, defaultValue: 'any', options: regionOptions, index: true },
        { name: 'destinationRegion', type: 'select', required: true, defaultValue: 'any', options: regionOptions, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'basis', type: 'select', required: true, options: options(CHARGE_BASES) },
        {
          name: 'containerTypes',
          type: 'select',
          hasMany: true,
          options: options(CARD_CONTAINER_TYPES),
          admin: {
            condition: (data) => data?.basis === 'per-container' || data?.basis === 'per-teu',
            description: 'The boxes this figure prices. A "40ft" index figure applies to 40GP and 40HC (the indices do not tell them apart).',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData.basis !== 'per-container' || (Array.isArray(value) && value.length > 0) ? true : 'Choose the boxes a per-container figure prices.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'The figure (the low end of a range). For percent-of-value, the percentage: 0.3464 means 0.3464 %.' },
        },
        {
          name: 'amountHigh',
          type: 'number',
          min: 0,
          admin: { description: 'The high end when the source gives a range (1600–1700 stays a range).' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            value === null || value === undefined || typeof siblingData.amount !== 'number' || (value as number) >= siblingData.amount
              ? true
              : 'The high end must not be below the amount.',
        },
        {
          name: 'currency',
          type: 'text',
          required: true,
          defaultValue: 'USD',
          admin: { description: 'ISO 4217 code: USD, INR, MXN…' },
          validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? true : 'Three capital letters, e.g. USD.'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minimum',
          type: 'number',
          min: 0,
          admin: { description: 'Lowest amount charged (e.g. a percent-of-value fee’s minimum), in the currency above.' },
        },
        { name: 'maximum', type: 'number', min: 0, admin: { description: 'Highest amount charged, in the currency above.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Seeded with the source’s date.' } },
        {
          name: 'validUntil',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'Empty: until staff end it. A quote is valid until the earliest end of its cards, a week at most.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Source',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'sourceType',
              type: 'select',
              required: true,
              defaultValue: 'index',
              options: options(SOURCE_TYPES),
              admin: { description: 'On the same date, an index wins over other sources.' },
            },
            {
              name: 'sourceDate',
              type: 'text',
              required: true,
              defaultValue: 'not stated',
              admin: {
                description:
                  'The index or publication date as the source gives it (YYYY-MM-DD, a year, or "not stated"). Figures over 90 days old are flagged.',
              },
            },
          ],
        },
        { name: 'sourceLabel', type: 'text', required: true },
        { name: 'sourceUrl', type: 'text' },
        { name: 'note', type: 'textarea' },
      ],
    },
  ],
}

/** The cards the quote may use: active ones (validity dates are checked per quote). */
export const ACTIVE_RATE_CARDS: Where = { active: { equals: true } }
