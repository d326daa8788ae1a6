import type { GlobalConfig } from 'payload'
import { anyone, isAdminField, isEditorOrAdmin } from '@/access/roles'
import { TAGS } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'
import { GTM_CONTAINER_ID_PATTERN } from '@/lib/tracking-providers'

const phonePattern = /^\+[1-9]\d{7,14}$/
const validatePhone = (value: string | null | undefined) => (!value || phonePattern.test(value) ? true : 'Use the international format, e.g. +919876543210.')
const validateGtmId = (value: string | null | undefined) =>
  !value || GTM_CONTAINER_ID_PATTERN.test(value) ? true : 'Use the container id shown in Tag Manager, e.g. GTM-ABC1234.'
const validateReplaySiteId = (value: string | null | undefined, { siblingData }: { siblingData: { replayProvider?: string | null } }) => {
  if (!siblingData.replayProvider || siblingData.replayProvider === 'none') return true
  return value && /^[A-Za-z0-9]{4,20}$/.test(value) ? true : 'Enter the project id (Clarity) or site id (Hotjar) of this edition.'
}
// Whoever names a tag manager container or a replay site decides what script runs in the site's origin, for every
// consenting visitor and for an admin's session too: editors may not.
const TRACKING_ACCESS = { update: isAdminField }
const validateUrl = (value: string | null | undefined) => (!value || /^https?:\/\/\S+$/.test(value) ? true : 'Use a full http(s):// address.')

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
                  options: [
                    { label: 'LinkedIn', value: 'linkedin' },
                    { label: 'X', value: 'x' },
                    { label: 'Facebook', value: 'facebook' },
                    { label: 'Instagram', value: 'instagram' },
                    { label: 'YouTube', value: 'youtube' },
                  ],
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
            {
              name: 'signupUrl',
              type: 'text',
              localized: true,
              validate: validateUrl,
              admin: { description: 'Exporter signup page of the customer application.' },
            },
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
        {
          label: 'Tracking (per edition)',
          description:
            'Loaded only for visitors who consent, after the page is interactive. Leave empty to load nothing from outside. Switch the locale at the top to edit each edition. Admins only: a tag manager container or replay script runs whatever its owner adds to it, in this site’s pages.',
          fields: [
            {
              name: 'gtmContainerId',
              access: TRACKING_ACCESS,
              label: 'Google Tag Manager container id',
              type: 'text',
              localized: true,
              validate: validateGtmId,
              admin: { description: 'e.g. GTM-ABC1234. Loads with analytics or marketing consent.' },
            },
            {
              name: 'replayProvider',
              access: TRACKING_ACCESS,
              label: 'Session replay provider',
              type: 'select',
              localized: true,
              defaultValue: 'none',
              options: [
                { label: 'None', value: 'none' },
                { label: 'Microsoft Clarity', value: 'clarity' },
                { label: 'Hotjar', value: 'hotjar' },
              ],
              admin: { description: 'Loads with session-replay consent; every form field is masked.' },
            },
            {
              name: 'replaySiteId',
              access: TRACKING_ACCESS,
              label: 'Session replay project or site id',
              type: 'text',
              localized: true,
              validate: validateReplaySiteId,
              admin: { condition: (_, siblingData) => !!siblingData.replayProvider && siblingData.replayProvider !== 'none' },
            },
          ],
        },
      ],
    },
  ],
}
