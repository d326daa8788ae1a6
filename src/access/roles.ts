import type { Access, FieldAccess } from 'payload'

export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { roles?: Role[] | null } | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return Boolean(user?.roles?.some((r) => roles.includes(r)))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin')
export const isEditorOrAdmin: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin', 'editor')
export const anyone: Access = () => true
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as MaybeUser, 'admin')
