import type { GlobalConfig } from 'payload'
import { isAdminField, isEditorOrAdmin, isStaffField } from '@/access/roles'
import { TAGS } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'

/** The spec's defaults, used while an editor leaves a list empty. */
export const DEFAULT_RESTRICTED_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com'] as const
export const DEFAULT_POPUP_HIDDEN_PATHS = ['/thankyou-response', '/privacy-policy', '/terms-and-conditions', '/leadgen', '/contact-us']

const domainPattern = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/

/** What the lead forms read from the CMS: spam rules, where the popups stay away, where leads go. (Download documents: the `documents` collection.) */
export const LeadSettings: GlobalConfig = {
  slug: 'lead-settings',
  label: 'Lead capture',
  admin: { group: 'Sales' },
  access: { read: () => true, update: isEditorOrAdmin },
  hooks: { afterChange: [revalidateGlobal(TAGS.leadSettings)] },
  fields: [
    {
      name: 'restrictedEmailDomains',
      type: 'array',
      admin: { description: 'Forms refuse e-mail addresses at these domains: "Kindly provide the official email associated with the company."' },
      defaultValue: DEFAULT_RESTRICTED_EMAIL_DOMAINS.map((domain) => ({ domain })),
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) => (value && domainPattern.test(value.trim().toLowerCase()) ? true : 'A domain such as gmail.com.'),
        },
      ],
    },
    {
      name: 'popupHiddenPaths',
      type: 'array',
      admin: { description: 'The lead popups do not open on these paths or below them (without the edition prefix).' },
      defaultValue: DEFAULT_POPUP_HIDDEN_PATHS.map((path) => ({ path })),
      fields: [
        {
          name: 'path',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) => (value?.startsWith('/') ? true : 'A path starting with /.'),
        },
      ],
    },
    {
      name: 'salesInbox',
      type: 'email',
      localized: true,
      // Where every lead goes: an editor must not be able to send them elsewhere.
      access: { read: isStaffField, update: isAdminField },
      admin: { description: 'Each new lead of this edition is e-mailed here (switch the locale to edit each edition). Admins only.' },
    },
  ],
}
