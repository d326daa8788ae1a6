import type { GlobalConfig } from 'payload'
import { anyone, isEditorOrAdmin } from '@/access/roles'
import { TAGS } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'

const phonePattern = /^\+[1-9]\d{7,14}$/
const validatePhone = (value: string | null | undefined) =>
  !value || phonePattern.test(value) ? true : 'Use the international format, e.g. +919876543210.'
const validateUrl = (value: string | null | undefined) =>
  !value || /^https?:\/\/\S+$/.test(value) ? true : 'Use a full http(s):// address.'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditorOrAdmin },
  hooks: { afterChange: [revalidateGlobal(TAGS.siteSettings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          fields: [
            { name: 'brandName', type: 'text', required: true, defaultValue: 'Northwind Trade Finance' },
            { name: 'legalName', type: 'text', required: true, admin: { description: 'Shown in the copyright line.' } },
            { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Without a logo the brand name is shown as a wordmark.' } },
            {
              name: 'social',
              type: 'array',
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: ['linkedin', 'x', 'facebook', 'instagram', 'youtube'].map((v) => ({ label: v, value: v })),
                },
                { name: 'url', type: 'text', required: true, validate: validateUrl },
              ],
            },
          ],
        },
        {
          label: 'Contacts (per edition)',
          description: 'Switch the locale at the top to edit each edition.',
          fields: [
            {
              name: 'offices',
              type: 'array',
              localized: true,
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'address', type: 'textarea', required: true },
              ],
            },
            { name: 'phone', type: 'text', localized: true, validate: validatePhone },
            { name: 'email', type: 'email', localized: true },
            { name: 'whatsappDesktop', label: 'WhatsApp number (desktop)', type: 'text', localized: true, validate: validatePhone },
            { name: 'whatsappMobile', label: 'WhatsApp number (mobile)', type: 'text', localized: true, validate: validatePhone },
            { name: 'loginUrl', type: 'text', localized: true, validate: validateUrl, admin: { description: 'Login page of the customer application.' } },
            { name: 'signupUrl', type: 'text', localized: true, validate: validateUrl, admin: { description: 'Exporter signup page of the customer application.' } },
          ],
        },
        {
          label: 'India extras',
          fields: [
            {
              name: 'promoStrip',
              type: 'group',
              admin: { description: 'Strip above the header, India edition only.' },
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: true },
                { name: 'text', type: 'text' },
                { name: 'ctaLabel', type: 'text' },
                { name: 'href', type: 'text' },
              ],
            },
            {
              name: 'appBanner',
              type: 'group',
              admin: { description: 'Install banner on small screens, India edition only.' },
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: true },
                { name: 'title', type: 'text' },
                { name: 'text', type: 'text' },
                { name: 'installLabel', type: 'text' },
                { name: 'installUrl', type: 'text', validate: validateUrl },
              ],
            },
          ],
        },
      ],
    },
  ],
}
