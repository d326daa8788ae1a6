import { describe, expect, it } from 'vitest'
import esMx from '../../../../messages/es-mx.json'
import { MAX_QUERY_NESTING, nestingOf, refusingQueriesNestedTooDeep } from './graphql-nesting'

const nestedWhere = (levels: number) => `{ Posts(where: ${'{ OR: ['.repeat(levels)}{ title: { equals: "x" } }${'] }'.repeat(levels)}) { docs { id } } }`

describe('nestingOf', () => {
  it('counts braces, brackets and parentheses, not those inside strings or comments', () => {
    expect(nestingOf('{ Posts { docs { id } } }')).toBe(3)
    expect(nestingOf(nestedWhere(2))).toBe(8)
    expect(nestingOf('{ Posts(where: { title: { equals: "{[({[(" } }) { totalDocs } } # {{{{')).toBe(4)
    expect(nestingOf('{ "unterminated')).toBeNull()
  })
})

describe('refusingQueriesNestedTooDeep', () => {
  const passed = new Response('passed')
  const guarded = refusingQueriesNestedTooDeep(async () => passed)
  const post = (body: string) =>
    guarded(
      new Request('http://site.test/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es-MX' }, body }),
      {},
    )

  it('refuses a query nested past the limit in the caller’s language, before anything parses it', async () => {
    const refusal = await post(JSON.stringify({ query: nestedWhere(2000) }))
    expect(refusal.status).toBe(400)
    expect(await refusal.json()).toEqual({ errors: [{ message: esMx.LeadForms.messages.queryTooDeep.replace('{max}', String(MAX_QUERY_NESTING)) }] })
  })

  it('passes on a query within the limit, and what it cannot read, to Payload', async () => {
    expect(await post(JSON.stringify({ query: nestedWhere(16) }))).toBe(passed)
    expect(await post(JSON.stringify({ query: '{ "unterminated' }))).toBe(passed)
    expect(await post('{bad')).toBe(passed)
  })
})
