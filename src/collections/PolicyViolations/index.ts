import type { CollectionConfig } from 'payload'
import { isAdmin, isEditorOrAdmin } from '@/access/roles'
import { POLICY_VIOLATIONS_SLUG } from '@/lib/policy-violations/slug'

/**
 * What browsers reported the Content-Security-Policy refused (POST /api/csp-reports), one row per directive,
 * refused address, page and source, counted. Written by that endpoint only (src/lib/policy-violations).
 */
export const PolicyViolations: CollectionConfig = {
  slug: POLICY_VIOLATIONS_SLUG,
  labels: { singular: 'Policy violation', plural: 'Policy violations' },
  timestamps: true,
  defaultSort: '-lastSeen',
  admin: {
    group: 'Staff',
    useAsTitle: 'blocked',
    defaultColumns: ['directive', 'blocked', 'page', 'count', 'lastSeen'],
    description:
      'Loads the Content-Security-Policy refused in visitors’ browsers. A new provider, embed or script that is refused shows here: add it in code (src/lib/security) or remove it from the content. Rows unseen for 30 days are removed.',
  },
  access: { read: isEditorOrAdmin, delete: isAdmin, create: () => false, update: () => false },
  fields: [
    { name: 'directive', type: 'text', required: true, admin: { description: 'The directive that refused the load, e.g. script-src-elem.' } },
    { name: 'blocked', type: 'text', required: true, admin: { description: 'What was refused: an address without its query, or inline, eval, data, blob.' } },
    { name: 'page', type: 'text', required: true, index: true, admin: { description: 'The path of the page it happened on.' } },
    { name: 'source', type: 'text', admin: { description: 'The script and line that made the load, when the browser says.' } },
    { name: 'sample', type: 'text', admin: { description: 'The first characters of the refused inline code, when the browser says.' } },
    {
      name: 'disposition',
      type: 'select',
      required: true,
      defaultValue: 'enforce',
      options: [
        { label: 'Refused', value: 'enforce' },
        { label: 'Reported only', value: 'report' },
      ],
    },
    { name: 'count', type: 'number', required: true, defaultValue: 1 },
    { name: 'firstSeen', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastSeen', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'browser', type: 'text', admin: { description: 'The user agent of the last report.' } },
    { name: 'fingerprint', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
