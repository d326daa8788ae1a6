import type { CollectionConfig } from 'payload'
import { recorded } from '@/access/recorded'
import { canWorkLeads, isAdmin, isSalesOrAdmin, LEAD_WORKER_ROLES } from '@/access/roles'
import { EDITIONS } from '@/i18n/editions'
import { exportLeadsCsv } from './export-csv'
import { retryLeadDelivery } from './retry-delivery'
import { DELIVERY_STATE_LABELS, DELIVERY_STATES, labelledOptions, LEAD_FORM_LABELS, LEAD_FORM_TYPES, LEAD_STATUS_LABELS, LEAD_STATUSES } from './options'
import { LEAD_SEARCH_FIELDS } from './search-fields'
import { leadTitle } from './title'

const readOnly = { readOnly: true }
const YES_NO_CELL = '@/collections/Leads/YesNoCell#YesNoCell'

/**
 * Every form submission. Only server code creates leads (the form endpoints, with the Local API); sales and admins
 * read and work them; editors and visitors never see them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Sales',
    useAsTitle: 'title',
    defaultColumns: ['title', 'formType', 'edition', 'status', 'phoneVerified', 'crmDelivery', 'createdAt'],
    listSearchableFields: LEAD_SEARCH_FIELDS,
    components: { beforeListTable: ['@/collections/Leads/ExportCsvButton#ExportCsvButton'] },
  },
  access: {
    create: () => false,
    read: isSalesOrAdmin,
    update: isSalesOrAdmin,
    delete: isAdmin,
    admin: ({ req }) => canWorkLeads(req.user),
  },
  endpoints: [
    { path: '/export.csv', method: 'get', handler: exportLeadsCsv },
    { path: '/:id/retry-delivery', method: 'post', handler: retryLeadDelivery },
  ],
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true }, hooks: { beforeChange: [({ siblingData }) => leadTitle(siblingData)] } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'new', options: labelledOptions(LEAD_STATUSES, LEAD_STATUS_LABELS), index: true },
        { name: 'assignee', type: 'relationship', relationTo: 'users', filterOptions: { roles: { in: [...LEAD_WORKER_ROLES] } } },
      ],
    },
    { name: 'notes', type: 'textarea' },
    {
      type: 'collapsible',
      label: 'Submission',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'formType',
              type: 'select',
              required: true,
              options: labelledOptions(LEAD_FORM_TYPES, LEAD_FORM_LABELS),
              index: true,
              admin: readOnly,
              access: recorded,
            },
            {
              name: 'edition',
              type: 'select',
              required: true,
              options: EDITIONS.map((e) => ({ label: e.label, value: e.code })),
              index: true,
              admin: readOnly,
              access: recorded,
            },
            {
              name: 'completion',
              type: 'select',
              required: true,
              defaultValue: 'complete',
              options: labelledOptions(['partial', 'complete'], { partial: 'Partial', complete: 'Complete' }),
              admin: { ...readOnly, description: 'Partial: the domestic form’s phone was verified but step 2 was not sent yet.' },
              access: recorded,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'company', type: 'text' },
            { name: 'email', type: 'email', index: true },
            { name: 'phone', type: 'text', index: true, admin: { description: 'International format.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'businessType', type: 'select', options: labelledOptions(['domestic', 'export'], { domestic: 'Domestic', export: 'Export' }) },
            { name: 'companyType', type: 'text' },
            { name: 'amount', type: 'number', admin: { description: 'Finance amount asked for, in the currency beside it.' } },
            { name: 'currency', type: 'text' },
            { name: 'timeline', type: 'text' },
          ],
        },
        { name: 'website', type: 'text' },
        { name: 'details', type: 'json', admin: { description: 'The fields specific to this form.' } },
        {
          name: 'consent',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Accepted the terms shown on the form.', components: { Cell: YES_NO_CELL } },
        },
        {
          name: 'submissions',
          type: 'number',
          defaultValue: 1,
          admin: { ...readOnly, description: 'Repeat submissions of the same form by the same phone within 10 minutes update the lead.' },
          access: recorded,
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Verification and origin',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phoneVerified', type: 'checkbox', defaultValue: false, admin: { ...readOnly, components: { Cell: YES_NO_CELL } }, access: recorded },
            { name: 'otpRequestId', type: 'text', index: true, admin: readOnly, access: recorded },
            { name: 'verifiedAt', type: 'date', admin: readOnly, access: recorded },
          ],
        },
        { name: 'sourceUrl', type: 'text', admin: readOnly, access: recorded },
        { name: 'referrer', type: 'text', admin: readOnly, access: recorded },
        {
          name: 'utm',
          type: 'group',
          admin: readOnly,
          access: recorded,
          fields: ['source', 'medium', 'campaign', 'term', 'content'].map((name) => ({ name, type: 'text' as const })),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'ipHash',
              type: 'text',
              admin: { ...readOnly, description: 'Keyed hash of the address (of its /64 for IPv6): identifies repeat senders without storing it.' },
              access: recorded,
            },
            { name: 'userAgent', type: 'text', admin: readOnly, access: recorded },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Delivery',
      admin: { initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'emailDelivery',
              label: 'E-mail delivery',
              type: 'select',
              defaultValue: 'pending',
              options: labelledOptions(DELIVERY_STATES, DELIVERY_STATE_LABELS),
              admin: readOnly,
              access: recorded,
            },
            {
              name: 'crmDelivery',
              label: 'CRM delivery',
              type: 'select',
              defaultValue: 'pending',
              options: labelledOptions(DELIVERY_STATES, DELIVERY_STATE_LABELS),
              index: true,
              admin: readOnly,
              access: recorded,
            },
            { name: 'crmAttempts', label: 'CRM attempts', type: 'number', defaultValue: 0, admin: readOnly, access: recorded },
            { name: 'crmDeliveredAt', label: 'Delivered to the CRM at', type: 'date', admin: readOnly, access: recorded },
          ],
        },
        { name: 'deliveryError', type: 'text', admin: readOnly, access: recorded },
        { name: 'retryDelivery', type: 'ui', admin: { components: { Field: '@/collections/Leads/RetryDeliveryButton#RetryDeliveryButton' } } },
      ],
    },
  ],
}
