import type { Access, Where } from 'payload'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'
import { isStaff } from './roles'

/**
 * What visitors read of a document written per edition: only the edition they ask for (`locale`), and only when it
 * is ticked there (`editions`) and, for a collection with drafts, published. `locale=all` would hand out every
 * edition's translation, ticked or not: visitors get nothing with it. Staff read everything.
 */
export function publishedInRequestedEdition(options: { drafts: boolean }): Access {
  return (args) => {
    if (isStaff(args)) return true
    // No locale asked for: Payload answers in the default edition.
    const locale = args.req.locale ?? DEFAULT_EDITION
    if (!isEditionCode(locale)) return false
    const ticked: Where = { editions: { contains: locale } }
    return options.drafts ? { and: [ticked, { _status: { equals: 'published' } }] } : ticked
  }
}
