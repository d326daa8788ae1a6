import type { FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { JSON_FIELD_COMPONENT } from './fields/json'
import configPromise from './payload.config'

const config = await configPromise
const uploadCollections = config.collections.filter((collection) => collection.upload)

/** An upload's `url` as Payload reads it: through every read hook of the field, Payload's own first. */
async function readUrl(slug: string, filename: string): Promise<unknown> {
  const collection = uploadCollections.find((c) => c.slug === slug)!
  const field = collection.fields.find((f) => 'name' in f && f.name === 'url')!
  let value: unknown
  for (const hook of ('hooks' in field && field.hooks?.afterRead) || []) {
    value = await hook({
      collection,
      data: { filename },
      originalDoc: { filename },
      req: { payload: { config } },
      value,
    } as unknown as Parameters<FieldHook>[0])
  }
  return value
}

describe('Payload configuration', () => {
  it('reads every upload with a site-relative url, so a page asks for its files at the address it is served at', async () => {
    expect(uploadCollections.map((c) => c.slug)).toEqual(expect.arrayContaining(['media', 'documents']))
    for (const { slug } of uploadCollections) {
      expect(await readUrl(slug, 'cover 1.png'), slug).toBe(`/api/${slug}/file/cover%201.png`)
    }
  })

  it('still accepts the staff session cookie only from the site’s own origin (CSRF)', () => {
    expect(config.csrf).toEqual(['http://localhost:3000'])
  })
})

describe('the admin’s JSON editors', () => {
  it('load Monaco from the site in every collection and global staff see', () => {
    const entities = [...config.collections, ...config.globals].filter((entity) => entity.admin?.hidden !== true)
    const jsonFields = entities.flatMap((entity) =>
      entity.flattenedFields.filter((field) => field.type === 'json' && field.admin?.hidden !== true).map((field) => ({ entity: entity.slug, field })),
    )
    expect(jsonFields.map(({ entity, field }) => `${entity}.${field.name}`)).toEqual(expect.arrayContaining(['leads.details', 'outbox-messages.attachments']))
    for (const { entity, field } of jsonFields) expect(field.admin?.components?.Field, `${entity}.${field.name}`).toBe(JSON_FIELD_COMPONENT)
  })
})
