import type { Access } from 'payload'
import { isStaff } from './roles'

/** Staff read everything; everyone else only what is published (drafts and scheduled posts stay hidden). */
export const publishedOrStaff: Access = (args) => (isStaff(args) ? true : { _status: { equals: 'published' } })
