import 'server-only'
import type { BusinessLoan } from '@/payload-types'
import { TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { cachedQuery } from './cached'

/** Every business-loan record, as the spec's "All" call returns them; the footer filters them. */
export const getAllBusinessLoans = cachedQuery('business-loans', [TAGS.businessLoans], async () => {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'business-loans', depth: 0, pagination: false, overrideAccess: false, sort: 'createdAt' })
  return result.docs as BusinessLoan[]
})
