import type { CollectionConfig } from 'payload'
import { anyone, isEditorOrAdmin } from '@/access/roles'
import { siteAddressRules } from '@/fields/site-address'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { businessLoanUrl } from './url'

const revalidate = revalidateCollection(TAGS.businessLoans)

/** Business-loan landing pages listed in the footer (record shape of the spec: url and data.bannerData.title). */
export const BusinessLoans: CollectionConfig = {
  slug: 'business-loans',
  admin: {
    group: 'Content',
    useAsTitle: 'url',
    description: 'Only entries whose url contains "business-loans" and that have a banner title are linked in the footer.',
  },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Path on the main site, e.g. business-loans/gst-business-loan (a full address on the site is kept as its path).' },
      ...siteAddressRules(businessLoanUrl, 'A path of this site, e.g. business-loans/gst-business-loan, or an address on it.'),
    },
    {
      name: 'data',
      type: 'group',
      fields: [{ name: 'bannerData', type: 'group', fields: [{ name: 'title', type: 'text' }] }],
    },
  ],
}
