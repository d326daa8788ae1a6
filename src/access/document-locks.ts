import type { Access, CollectionSlug, PayloadRequest, SanitizedConfig, Where } from 'payload'

const LOCKS = 'payload-locked-documents'

type Lockable = { slug: string; lockDocuments?: unknown; access: { update?: unknown } }

/** What the request's user may update of a lockable collection or global: everything, some documents (a query), or nothing. */
async function updateGrants(req: PayloadRequest, entities: Lockable[]): Promise<{ slug: string; grant: boolean | Where }[]> {
  const lockable = entities.filter((entity) => entity.lockDocuments !== false)
  return Promise.all(
    lockable.map(async ({ slug, access }) => {
      const grant: unknown = typeof access.update === 'function' ? await access.update({ req }) : false
      return { slug, grant: typeof grant === 'object' && grant !== null ? (grant as Where) : Boolean(grant) }
    }),
  )
}

/**
 * The lock condition for the documents of `slug` that `grant` lets the user update. A grant by query (a member of
 * staff their own account, a notification still a draft) is narrowed to the ids it matches now: a lock names its
 * document by id, and the query is on the document's fields.
 */
async function editableDocuments(req: PayloadRequest, slug: string, grant: true | Where): Promise<Where | null> {
  // Payload queries a polymorphic relationship's `relationTo` with `equals` only.
  const inCollection: Where = { 'document.relationTo': { equals: slug } }
  if (grant === true) return inCollection
  const { docs } = await req.payload.find({
    collection: slug as CollectionSlug,
    where: grant,
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs.length > 0 ? { and: [inCollection, { 'document.value': { in: docs.map((doc) => doc.id) } }] } : null
}

/** Locks on documents the user may edit, held by them or taken over by them (never put in someone else's name). */
const onEditableDocuments: Access = async ({ req, data }) => {
  if (!req.user) return false
  const holder = (data as { user?: { value?: unknown } } | undefined)?.user?.value
  if (holder !== undefined && holder !== req.user.id) return false
  const collections = await updateGrants(req, req.payload.config.collections)
  const globals = await updateGrants(req, req.payload.config.globals)
  const conditions = [
    ...(await Promise.all(collections.filter(({ grant }) => grant !== false).map(({ slug, grant }) => editableDocuments(req, slug, grant as true | Where)))),
    // A global is one document, and its lock names it by slug.
    ...globals.filter(({ grant }) => grant !== false).map(({ slug }) => ({ globalSlug: { equals: slug } })),
  ].filter((condition): condition is Where => condition !== null)
  return conditions.length > 0 && { or: conditions }
}

/**
 * Payload's `payload-locked-documents` lets any signed-in user create, change and delete any lock, and takes no
 * access setting: a sales user could lock a page no editor could then save without taking it over. The admin
 * makes locks on the server, through the database adapter; through the API a user may only take over or release
 * locks on documents they may edit. Applied to the sanitized config, where Payload adds that collection.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (locks) locks.access = { ...locks.access, create: () => false, update: onEditableDocuments, delete: onEditableDocuments }
  return config
}
