import { beforeAll, describe, expect, it } from 'vitest'
import { context, nextIp, post } from '../setup/lead-capture'
import { ADMIN, baseUrl, loginHeaders, metricValue, sql } from '../setup/system'

/**
 * What each role may do with each collection and global, as Payload's own access report (/api/access) gives it
 * for that role: c(reate) r(ead) u(pdate) d(elete), '-' for nothing. A collection or global missing here, or here
 * and gone, fails the test: a new one must come with its rules. The rows that matter most are tried for real below.
 */
const ROLES = ['anonymous', 'editor', 'sales', 'admin'] as const
const CONTENT = { anonymous: 'r', editor: 'crud', sales: 'r', admin: 'crud' }
const SETTINGS = { anonymous: 'r', editor: 'ru', sales: 'r', admin: 'ru' }
const EXPECTED: Record<string, Record<(typeof ROLES)[number], string>> = {
  'collections:pages': CONTENT,
  'collections:posts': CONTENT,
  'collections:events': CONTENT,
  'collections:videos': CONTENT,
  'collections:case-studies': CONTENT,
  'collections:authors': CONTENT,
  'collections:categories': CONTENT,
  'collections:media': CONTENT,
  'collections:business-loans': CONTENT,
  // Staff read and edit themselves (Payload narrows it to their own account); admins manage everyone.
  'collections:users': { anonymous: '-', editor: 'ru', sales: 'ru', admin: 'crud' },
  'collections:documents': { anonymous: '-', editor: 'crud', sales: 'r', admin: 'crud' },
  'collections:push-notifications': { anonymous: '-', editor: 'cru', sales: 'r', admin: 'crud' },
  // A browser's push endpoint and keys: editors and sales read every subscriber's, and needed them for nothing.
  'collections:push-subscriptions': { anonymous: '-', editor: '-', sales: '-', admin: 'rd' },
  'collections:rate-cards': { anonymous: '-', editor: 'crud', sales: 'r', admin: 'crud' },
  'collections:leads': { anonymous: '-', editor: '-', sales: 'ru', admin: 'rud' },
  'collections:outbox-messages': { anonymous: '-', editor: '-', sales: '-', admin: 'rd' },
  // Written by POST /api/csp-reports only; editors read them to find what their content embeds that is refused.
  'collections:csp-violations': { anonymous: '-', editor: 'r', sales: '-', admin: 'rd' },
  // Payload's own: each user's locks and preferences; the migrations table has no REST or GraphQL route at all.
  // The admin makes locks on the server; through the API staff take over or release locks on what they may edit.
  'collections:payload-locked-documents': { anonymous: '-', editor: 'rud', sales: 'rud', admin: 'rud' },
  'collections:payload-preferences': { anonymous: '-', editor: 'crud', sales: 'crud', admin: 'crud' },
  'collections:payload-migrations': { anonymous: '-', editor: 'crud', sales: 'crud', admin: 'crud' },
  'globals:site-settings': SETTINGS,
  'globals:header': SETTINGS,
  'globals:footer': SETTINGS,
  'globals:lead-settings': SETTINGS,
}

type Permissions = {
  create?: unknown
  read?: unknown
  update?: unknown
  delete?: unknown
  fields?: true | Record<string, true | { create?: unknown; update?: unknown }>
}
type AccessReport = { collections: Record<string, Permissions>; globals: Record<string, Permissions> }

const granted = (value: unknown) => value === true || (value as { permission?: boolean } | undefined)?.permission === true
/** Whether a field may be updated (or, when said, created): `true` for the fields, or for a field, grants everything. */
const mayUpdateField = (p: Permissions | undefined, name: string, operation: 'create' | 'update' = 'update') => {
  const field = p?.fields === true ? true : p?.fields?.[name]
  return field === true || granted(field?.[operation])
}
const operations = (p: Permissions | undefined) =>
  (['create', 'read', 'update', 'delete'] as const)
    .filter((op) => granted(p?.[op]))
    .map((op) => op[0])
    .join('') || '-'

let headers: Record<(typeof ROLES)[number], Record<string, string>>
const report = async (role: (typeof ROLES)[number]) => (await (await fetch(`${baseUrl()}/api/access`, { headers: headers[role] })).json()) as AccessReport

beforeAll(async () => {
  const admin = await loginHeaders(ADMIN.email, ADMIN.password)
  for (const role of ['sales', 'editor']) {
    await fetch(`${baseUrl()}/api/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email: `${role}@access.example`, password: `${role}-password-123`, roles: [role] }),
    })
  }
  headers = {
    anonymous: { 'content-type': 'application/json' },
    editor: await loginHeaders('editor@access.example', 'editor-password-123'),
    sales: await loginHeaders('sales@access.example', 'sales-password-123'),
    admin,
  }
})

describe('who may do what', () => {
  it('matches the table for every collection and global, for every role', async () => {
    const actual: Record<string, Record<string, string>> = {}
    for (const role of ROLES) {
      const access = await report(role)
      const admin = role === 'admin' ? access : await report('admin')
      for (const kind of ['collections', 'globals'] as const) {
        for (const slug of Object.keys(admin[kind])) (actual[`${kind}:${slug}`] ??= {})[role] = operations(access[kind][slug])
      }
    }
    expect(actual).toEqual(EXPECTED)
  })

  it("keeps what the site recorded about a lead out of anyone's reach, and the sales inbox an admin's", async () => {
    for (const role of ['sales', 'admin'] as const) {
      const leads = (await report(role)).collections.leads
      for (const name of ['phoneVerified', 'otpRequestId', 'sourceUrl', 'ipHash', 'formType', 'emailDelivery', 'crmDelivery'])
        expect(mayUpdateField(leads, name), `${role} ${name}`).toBe(false)
      expect(mayUpdateField(leads, 'notes')).toBe(true)
    }
    // A notification's delivery is the sending job's record: editors wrote "sent 999" on a draft.
    for (const role of ['editor', 'admin'] as const) {
      const notifications = (await report(role)).collections['push-notifications']
      for (const name of ['sentCount', 'failedCount', 'removedCount', 'sentAt', 'deliveryError'])
        for (const operation of ['create', 'update'] as const)
          expect(mayUpdateField(notifications, name, operation), `${role} ${operation} ${name}`).toBe(false)
      expect(mayUpdateField(notifications, 'title', 'create')).toBe(true)
    }
    expect(mayUpdateField((await report('editor')).globals['lead-settings'], 'salesInbox')).toBe(false)
    expect(mayUpdateField((await report('admin')).globals['lead-settings'], 'salesInbox')).toBe(true)
    // A tag manager container or replay site runs its owner's script in the site's pages.
    for (const name of ['gtmContainerId', 'replayProvider', 'replaySiteId']) {
      expect(mayUpdateField((await report('editor')).globals['site-settings'], name), `editor ${name}`).toBe(false)
      expect(mayUpdateField((await report('admin')).globals['site-settings'], name), `admin ${name}`).toBe(true)
    }
  })
})

describe('the operations that matter, tried', () => {
  it('runs the job queue through the API for admins only', async () => {
    for (const role of ['anonymous', 'editor', 'sales'] as const) {
      expect((await fetch(`${baseUrl()}/api/payload-jobs/run?queue=nothing-queued-here`, { headers: headers[role] })).status, role).toBeGreaterThanOrEqual(401)
    }
    expect((await fetch(`${baseUrl()}/api/payload-jobs/run?queue=nothing-queued-here`, { headers: headers.admin })).status).toBe(200)
  })

  it("keeps an editor from choosing the tag manager container, whose script would run with an admin's session", async () => {
    const tracking = async () =>
      (await (await fetch(`${baseUrl()}/api/globals/site-settings?locale=en-us&depth=0`, { headers: headers.admin })).json()) as {
        gtmContainerId?: string | null
        replayProvider?: string | null
      }
    const before = await tracking()
    const saved = await fetch(`${baseUrl()}/api/globals/site-settings?locale=en-us`, {
      method: 'POST',
      headers: headers.editor,
      body: JSON.stringify({ gtmContainerId: 'GTM-EDITOR1', replayProvider: 'clarity', replaySiteId: 'editor123' }),
    })
    expect(saved.status).toBe(200)
    const after = await tracking()
    expect(after.gtmContainerId ?? null).toBe(before.gtmContainerId ?? null)
    expect(after.replayProvider ?? null).toBe(before.replayProvider ?? null)
  })

  it('keeps sales from locking, taking over or releasing a page an editor is editing, and lets staff who may edit it take it over and release it', async () => {
    const [page] = await sql<{ id: number }>('SELECT id FROM pages ORDER BY id LIMIT 1')
    const [editor] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'editor@access.example'")
    const [sales] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'sales@access.example'")
    const locks = `${baseUrl()}/api/payload-locked-documents`
    const lockedBy = async (id: number) =>
      (await sql<{ users_id: number }>("SELECT users_id FROM payload_locked_documents_rels WHERE parent_id = $1 AND path = 'user'", [id]))[0]?.users_id
    const document = { relationTo: 'pages', value: page!.id }
    expect(
      (await fetch(locks, { method: 'POST', headers: headers.sales, body: JSON.stringify({ document, user: { relationTo: 'users', value: sales!.id } }) }))
        .status,
    ).toBe(403)

    // The lock the admin makes when an editor opens the page (through the database adapter).
    const [lock] = await sql<{ id: number }>('INSERT INTO payload_locked_documents DEFAULT VALUES RETURNING id')
    await sql("INSERT INTO payload_locked_documents_rels (parent_id, path, pages_id) VALUES ($1, 'document', $2)", [lock!.id, page!.id])
    await sql("INSERT INTO payload_locked_documents_rels (parent_id, path, users_id) VALUES ($1, 'user', $2)", [lock!.id, editor!.id])
    const takeOver = (role: 'sales' | 'admin', value: number) =>
      fetch(`${locks}/${lock!.id}`, { method: 'PATCH', headers: headers[role], body: JSON.stringify({ user: { relationTo: 'users', value } }) })
    expect((await takeOver('sales', sales!.id)).status).toBe(403)
    expect((await fetch(`${locks}/${lock!.id}`, { method: 'DELETE', headers: headers.sales })).status).toBe(403)
    expect(await lockedBy(lock!.id)).toBe(editor!.id)
    // Never in someone else's name.
    expect((await takeOver('admin', sales!.id)).status).toBe(403)
    const [admin] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email])
    expect((await takeOver('admin', admin!.id)).status).toBe(200)
    expect(await lockedBy(lock!.id)).toBe(admin!.id)
    expect((await fetch(`${locks}/${lock!.id}`, { method: 'DELETE', headers: headers.admin })).status).toBe(200)
  })

  it('lets a member of staff take over a lock on their own account, never on another account they may not edit', async () => {
    const [editor] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'editor@access.example'")
    const [sales] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'sales@access.example'")
    const [admin] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN.email])
    const locks = `${baseUrl()}/api/payload-locked-documents`
    // An admin has the account open in the admin (the lock the admin makes through the database adapter).
    const lockAccount = async (account: number) => {
      const [lock] = await sql<{ id: number }>('INSERT INTO payload_locked_documents DEFAULT VALUES RETURNING id')
      await sql("INSERT INTO payload_locked_documents_rels (parent_id, path, users_id) VALUES ($1, 'document', $2)", [lock!.id, account])
      await sql("INSERT INTO payload_locked_documents_rels (parent_id, path, users_id) VALUES ($1, 'user', $2)", [lock!.id, admin!.id])
      return lock!.id
    }
    const takeOver = (lock: number) =>
      fetch(`${locks}/${lock}`, { method: 'PATCH', headers: headers.sales, body: JSON.stringify({ user: { relationTo: 'users', value: sales!.id } }) })
    const others = await lockAccount(editor!.id)
    expect((await takeOver(others)).status).toBe(403)
    expect((await fetch(`${locks}/${others}`, { method: 'DELETE', headers: headers.sales })).status).toBe(403)
    const own = await lockAccount(sales!.id)
    expect((await takeOver(own)).status).toBe(200)
    expect((await fetch(`${locks}/${own}`, { method: 'DELETE', headers: headers.sales })).status).toBe(200)
    await sql('DELETE FROM payload_locked_documents WHERE id = $1', [others])
  })

  it('lets editors and admins change the public prices, not sales', async () => {
    const { docs } = (await (await fetch(`${baseUrl()}/api/rate-cards?limit=1&depth=0`, { headers: headers.sales })).json()) as {
      docs: { id: number; name: string }[]
    }
    const card = docs[0]!
    const rename = (role: 'sales' | 'editor') =>
      fetch(`${baseUrl()}/api/rate-cards/${card.id}`, { method: 'PATCH', headers: headers[role], body: JSON.stringify({ name: card.name }) })
    expect((await rename('sales')).status).toBe(403)
    expect((await rename('editor')).status).toBe(200)
  })

  it("takes a lead's notes from sales but leaves its verification and origin as recorded", async () => {
    const stored = await post(
      '/api/contact-us/v1/create-mexico-form',
      {
        formType: 'MexicoForm',
        company: 'Textiles del Norte',
        email: 'ana@textiles.example',
        phoneNumber: '5512345678',
        countryCode: '+52',
        companyType: 'exporter',
        ...context('/es-mx/contact-us'),
      },
      { language: 'es-MX' },
    )
    const id = stored.json!.result!.leadId
    const changed = await fetch(`${baseUrl()}/api/leads/${id}`, {
      method: 'PATCH',
      headers: headers.sales,
      body: JSON.stringify({ notes: 'Called back', phoneVerified: true, sourceUrl: 'https://elsewhere.example/', ipHash: 'forged' }),
    })
    expect(changed.status).toBe(200)
    const lead = (await (await fetch(`${baseUrl()}/api/leads/${id}?depth=0`, { headers: headers.admin })).json()) as Record<string, unknown>
    expect(lead).toMatchObject({ notes: 'Called back', phoneVerified: false, sourceUrl: `${baseUrl()}/es-mx/contact-us` })
    expect(lead.ipHash).not.toBe('forged')
  })

  it('lets sales hand a lead to a colleague who works leads, and shows them those colleagues and no other staff', async () => {
    const userId = async (email: string) =>
      (
        (await (await fetch(`${baseUrl()}/api/users?where%5Bemail%5D%5Bequals%5D=${email}&depth=0`, { headers: headers.admin })).json()) as {
          docs: { id: number }[]
        }
      ).docs[0]!.id
    const [adminId, editorId] = [await userId(ADMIN.email), await userId('editor@access.example')]
    const { docs } = (await (await fetch(`${baseUrl()}/api/leads?limit=1&depth=0`, { headers: headers.admin })).json()) as { docs: { id: number }[] }
    const assign = (assignee: number) =>
      fetch(`${baseUrl()}/api/leads/${docs[0]!.id}?depth=0`, { method: 'PATCH', headers: headers.sales, body: JSON.stringify({ assignee }) })
    // Payload checks the assignee with the caller's rights: sales saw themselves only, so every other assignee was "invalid".
    expect((await assign(adminId)).status).toBe(200)
    expect((await assign(editorId)).status).toBe(400)
    const seen = (await (await fetch(`${baseUrl()}/api/users?limit=100&depth=0`, { headers: headers.sales })).json()) as { docs: { email: string }[] }
    const emails = seen.docs.map((user) => user.email)
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, 'sales@access.example']))
    expect(emails).not.toContain('editor@access.example')
    const editorSees = (await (await fetch(`${baseUrl()}/api/users?limit=100&depth=0`, { headers: headers.editor })).json()) as { docs: { email: string }[] }
    expect(editorSees.docs.map((user) => user.email)).toEqual(['editor@access.example'])
  })

  it('unlocks a staff account for admins only', async () => {
    const unlock = (role: 'sales' | 'admin') =>
      fetch(`${baseUrl()}/api/users/unlock`, { method: 'POST', headers: headers[role], body: JSON.stringify({ email: 'editor@access.example' }) })
    expect((await unlock('sales')).status).toBe(403)
    expect((await unlock('admin')).status).toBe(200)
  })
})

describe('staff login', () => {
  const login = (email: string, password: string, ip: string) =>
    fetch(`${baseUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    })

  it('makes an address that keeps guessing wait longer and longer, while the owner still logs in from elsewhere', async () => {
    const guesser = nextIp()
    const refusals = () => metricValue('northwind_rate_limit_refusals_total', { limit: 'login-fail:account-ip:5m' })
    const before = await refusals()
    for (let i = 0; i < 5; i++) expect((await login('editor@access.example', `guess-${i}`, guesser)).status).toBe(401)
    const refused = await login('editor@access.example', 'editor-password-123', guesser)
    expect(refused.status).toBe(429)
    expect(await refusals()).toBeGreaterThan(before)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect((await login('editor@access.example', 'editor-password-123', nextIp())).status).toBe(200)
  })

  it('answers an unknown address exactly as a wrong password, no sooner', async () => {
    const answers = []
    for (const email of ['nobody@access.example', 'editor@access.example']) {
      const started = Date.now()
      const answer = await login(email, 'not-the-password', nextIp())
      answers.push({ status: answer.status, body: await answer.text(), slowEnough: Date.now() - started >= 600 })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toMatchObject({ status: 401, slowEnough: true })
  })
})

describe('what visitors read through the API', () => {
  type Listed = { docs: { editions?: string[] }[]; hasNextPage: boolean }
  const list = async (path: string, role: 'anonymous' | 'admin') => (await (await fetch(`${baseUrl()}${path}`, { headers: headers[role] })).json()) as Listed

  it("gives each edition's documents only where they are ticked (and published), never every edition at once", async () => {
    for (const [collection, edition] of [
      ['posts', 'en-us'],
      ['pages', 'en-us'],
      ['events', 'es-mx'],
      ['posts', 'es-mx'],
      // Categories were anyone's, every edition's and every translation at once.
      ['categories', 'en-in'],
    ] as const) {
      // A visitor reads at most 100 documents at once; every collection here holds fewer.
      const path = `/api/${collection}?locale=${edition}&depth=0&limit=100&select[editions]=true`
      const staff = await list(path, 'admin')
      // Staff see documents the edition has not ticked (their translations may be drafts), so the check below can fail.
      expect(
        staff.docs.some((doc) => !doc.editions?.includes(edition)),
        `${collection} ${edition}`,
      ).toBe(true)
      const visitor = await list(path, 'anonymous')
      expect(visitor.hasNextPage, `${collection} ${edition}`).toBe(false)
      expect(
        visitor.docs.every((doc) => doc.editions?.includes(edition)),
        `${collection} ${edition}`,
      ).toBe(true)
      expect((await fetch(`${baseUrl()}/api/${collection}?locale=all&limit=1`)).status, collection).toBe(403)
    }
    const graphql = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Posts(locale: all, limit: 1) { docs { id } } }' }),
    })
    expect(JSON.stringify(await graphql.json())).not.toMatch(/"docs":\[\{/)
  })
})
