import type { Access, FieldAccess } from 'payload'

export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { roles?: Role[] | null } | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return Boolean(user?.roles?.some((r) => roles.includes(r)))
}

/** The roles that work the leads (and to whom a lead can be assigned); nobody else sees them. */
export const LEAD_WORKER_ROLES = ['admin', 'sales'] as const satisfies readonly Role[]

export function canWorkLeads(user: unknown): boolean {
  return hasRole(user as MaybeUser, ...LEAD_WORKER_ROLES)
}

export const isAdmin: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin')
/** For the access checks that answer a plain yes or no (the job queue's). */
export const isAdminRequest = ({ req }: { req: { user?: unknown } }): boolean => hasRole(req.user as MaybeUser, 'admin')
export const isSalesOrAdmin: Access = ({ req }) => canWorkLeads(req.user)
export const isEditorOrAdmin: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin', 'editor')
export const anyone: Access = () => true
/** Whether a user is a signed-in member of staff (admin, editor, sales). */
export function isStaffUser(user: unknown): boolean {
  return hasRole(user as MaybeUser, ...ROLES)
}

export const isStaff: Access = ({ req }) => isStaffUser(req.user)
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as MaybeUser, 'admin')
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)
