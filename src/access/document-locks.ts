import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'

const LOCKS = 'payload-locked-documents'

/** The lockable collections and globals of which the request's user may update something (true or a query). */
async function editableTargets(req: PayloadRequest): Promise<{ collections: string[]; globals: string[] }> {
  const editable = async (entities: { slug: string; lockDocuments?: unknown; access: { update?: unknown } }[]) => {
    const lockable = entities.filter((entity) => entity.lockDocuments !== false)
    const granted = await Promise.all(lockable.map(async ({ access }) => typeof access.update === 'function' && Boolean(await access.update({ req }))))
    return lockable.filter((_, i) => granted[i]).map((entity) => entity.slug)
  }
  return { collections: await editable(req.payload.config.collections), globals: await editable(req.payload.config.globals) }
}

/** Locks on documents the user may edit, held by them or taken over by them (never put in someone else's name). */
const onEditableDocuments: Access = async ({ req, data }) => {
  if (!req.user) return false
  const holder = (data as { user?: { value?: unknown } } | undefined)?.user?.value
  if (holder !== undefined && holder !== req.user.id) return false
  const { collections, globals } = await editableTargets(req)
  // Payload queries a polymorphic relationship's `relationTo` with `equals` only.
  const conditions: Where[] = [
    ...collections.map((slug) => ({ 'document.relationTo': { equals: slug } })),
    ...globals.map((slug) => ({ globalSlug: { equals: slug } })),
  ]
  return conditions.length > 0 && { or: conditions }
}

/**
 * Payload's `payload-locked-documents` lets any signed-in user create, change and delete any lock, and takes no
 * access setting: a sales user could lock a page no editor could then save without taking it over. The admin
 * makes locks on the server, through the database adapter; through the API a user may only take over or release
 * locks on what they may edit. Applied to the sanitized config, where Payload adds that collection.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (locks) locks.access = { ...locks.access, create: () => false, update: onEditableDocuments, delete: onEditableDocuments }
  return config
}
