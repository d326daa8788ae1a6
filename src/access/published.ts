import type { Access } from 'payload'
import { hasRole, ROLES } from './roles'

/** Staff read everything; everyone else only what is published (drafts and scheduled posts stay hidden). */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(req.user as { roles?: (typeof ROLES)[number][] } | null, ...ROLES) ? true : { _status: { equals: 'published' } }

export const isStaff: Access = ({ req }) => hasRole(req.user as { roles?: (typeof ROLES)[number][] } | null, ...ROLES)
