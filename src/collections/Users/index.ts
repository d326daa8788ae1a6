import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, isAdminField, LEAD_WORKER_ROLES, ROLES, type Role } from '@/access/roles'
import { env } from '@/env'

export const Users: CollectionConfig = {
  slug: 'users',
  // Production is served over HTTPS only (HSTS): the session cookie never travels in clear.
  // No lock of Payload's: it refused the right password for ten minutes after five wrong ones from anyone, and said
  // the account exists. Failed logins are throttled per address instead (src/app/(payload)/api/login-throttle.ts).
  auth: { cookies: { secure: env.DEPLOY_ENV === 'production' }, maxLoginAttempts: 0 },
  // Staff log in through the REST API, where the throttle is; GraphQL offers no login (nor any other change of users).
  graphQL: { disableMutations: true },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Staff' },
  access: {
    // Staff see themselves; sales also see who a lead can be assigned to (Payload checks an assignee with the
    // caller's rights, so sales could otherwise assign leads to themselves only); admins see and manage everyone.
    read: ({ req }) => {
      const user = req.user as { id: number; roles?: Role[] } | null
      if (!user) return false
      if (hasRole(user, 'admin')) return true
      const self = { id: { equals: user.id } }
      return hasRole(user, 'sales') ? { or: [self, { roles: { in: [...LEAD_WORKER_ROLES] } }] } : self
    },
    create: isAdmin,
    update: ({ req }) => (hasRole(req.user as { roles?: Role[] }, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    // Unlocking a locked account is an admin's decision, not any member of staff's.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((r) => ({ label: r[0]!.toUpperCase() + r.slice(1), value: r })),
      access: { update: isAdminField, create: isAdminField },
      saveToJWT: true,
    },
  ],
}
