import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getEdition, type EditionCode } from '../../src/i18n/editions'
import { ADMIN, baseUrl, loginHeaders, sql } from '../setup/system'
import { openContext, signInToAdmin, useBrowser } from './browser'

const browser = useBrowser()

let admin: Record<string, string>
/** A published copy of a seeded post written for India and the USA, deleted afterwards. */
let copy: { id: number; usaTitle: string }

type PostFields = { title: string; revisedAt?: string | null }

async function readPost(edition: EditionCode, { draft = false } = {}): Promise<PostFields> {
  const response = await fetch(`${baseUrl()}/api/posts/${copy.id}?locale=${edition}&depth=0${draft ? '&draft=true' : ''}`, {
    headers: draft ? admin : {},
  })
  expect(response.status).toBe(200)
  return (await response.json()) as PostFields
}

async function saveDraft(edition: EditionCode, fields: PostFields) {
  const response = await fetch(`${baseUrl()}/api/posts/${copy.id}?locale=${edition}&draft=true&depth=0`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify(fields),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

beforeAll(async () => {
  admin = await loginHeaders(ADMIN.email, ADMIN.password)
  const [original] = await sql<{ id: number }>(
    "SELECT parent_id AS id FROM posts_editions WHERE value = 'en-us' INTERSECT SELECT parent_id FROM posts_editions WHERE value = 'en-in' ORDER BY id LIMIT 1",
  )
  const duplicated = await fetch(`${baseUrl()}/api/posts/${original!.id}/duplicate?locale=all&depth=0`, { method: 'POST', headers: admin })
  expect(duplicated.status).toBe(200)
  const { doc } = (await duplicated.json()) as { doc: { id: number; title: Record<EditionCode, string> } }
  copy = { id: doc.id, usaTitle: doc.title['en-us'] }
  const published = await fetch(`${baseUrl()}/api/posts/${copy.id}?depth=0`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({ _status: 'published' }),
  })
  expect(published.status, await published.clone().text()).toBe(200)
})

afterAll(async () => {
  if (copy) await fetch(`${baseUrl()}/api/posts/${copy.id}`, { method: 'DELETE', headers: admin })
})

describe('publishing in the admin', () => {
  it("publishes the edition being edited with the fields all editions share, and leaves another edition's draft a draft", async () => {
    const revisedAt = '2026-11-30T06:00:00.000Z'
    await saveDraft('en-us', { title: 'A USA draft not ready yet' })
    // The revision date is one field for every edition (not localized): publishing in one edition publishes it.
    await saveDraft('en-in', { title: 'An India change ready to go', revisedAt })

    const { context, page } = await openContext(browser())
    try {
      await signInToAdmin(page)
      await page.goto(`${baseUrl()}/admin/collections/posts/${copy.id}?locale=en-in`)
      const publish = page.locator('#action-save')
      await expect.poll(() => publish.textContent()).toBe(`Publish in ${getEdition('en-in').label}`)
      const saved = page.waitForResponse((r) => r.url().includes(`/api/posts/${copy.id}?`) && r.request().method() === 'PATCH')
      await publish.click()
      expect((await saved).status()).toBe(200)
    } finally {
      await context.close()
    }

    expect(await readPost('en-in')).toMatchObject({ title: 'An India change ready to go', revisedAt })
    expect(await readPost('en-us')).toMatchObject({ title: copy.usaTitle, revisedAt })
    expect((await readPost('en-us', { draft: true })).title).toBe('A USA draft not ready yet')
  })
})
