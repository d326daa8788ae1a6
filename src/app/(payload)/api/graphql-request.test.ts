import { describe, expect, it } from 'vitest'
import esMx from '../../../../messages/es-mx.json'
import { parse } from 'graphql'
import { fragmentChainOf, MAX_QUERY_NESTING, nestingOf, refusingUnreadableGraphqlRequests } from './graphql-request'

const nestedWhere = (levels: number) => `{ Posts(where: ${'{ OR: ['.repeat(levels)}{ title: { equals: "x" } }${'] }'.repeat(levels)}) { docs { id } } }`

describe('nestingOf', () => {
  it('counts braces, brackets and parentheses, not those inside strings or comments', () => {
    expect(nestingOf('{ Posts { docs { id } } }')).toBe(3)
    expect(nestingOf(nestedWhere(2))).toBe(8)
    expect(nestingOf('{ Posts(where: { title: { equals: "{[({[(" } }) { totalDocs } } # {{{{')).toBe(4)
    expect(nestingOf('{ "unterminated')).toBeNull()
  })
})

/** A query whose fragments F0 … F(n-1) each spread the next, on one level. */
const fragmentChain = (n: number) =>
  `{ Posts { docs { ...F0 } } } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Post { id ${i + 1 < n ? `...F${i + 1}` : ''} }`).join(' ')}`

describe('fragmentChainOf', () => {
  it('measures the longest chain of spreads, through inline fragments, ignoring unknown names', () => {
    expect(fragmentChainOf(parse('{ Posts { docs { id } } }'), 10)).toBe(0)
    expect(fragmentChainOf(parse(fragmentChain(3)), 10)).toBe(3)
    expect(fragmentChainOf(parse('{ a } fragment A on Post { ... on Post { ...B } ...Nowhere } fragment B on Post { id }'), 10)).toBe(2)
  })

  it('answers Infinity for a fragment that spreads itself, directly or through others, and past the limit', () => {
    expect(fragmentChainOf(parse('{ a } fragment A on Post { id ...A }'), 10)).toBe(Infinity)
    expect(fragmentChainOf(parse('{ a } fragment A on Post { ...B } fragment B on Post { ... on Post { ...A } }'), 10)).toBe(Infinity)
    expect(fragmentChainOf(parse(fragmentChain(11)), 10)).toBe(Infinity)
    expect(fragmentChainOf(parse(fragmentChain(10)), 10)).toBe(10)
  })
})

describe('refusingUnreadableGraphqlRequests', () => {
  const passed = new Response('passed')
  const guarded = refusingUnreadableGraphqlRequests(async () => passed)
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

  it('refuses fragments that spread themselves or chain past the limit, which overflowed the validation rules’ stacks', async () => {
    const message = esMx.LeadForms.messages.fragmentsTooDeep.replace('{max}', String(MAX_QUERY_NESTING))
    for (const query of ['{ Posts { docs { ...A } } } fragment A on Post { id ...A }', fragmentChain(1700), fragmentChain(MAX_QUERY_NESTING + 1)]) {
      const refusal = await post(JSON.stringify({ query }))
      expect(refusal.status).toBe(400)
      expect(await refusal.json()).toEqual({ errors: [{ message }] })
    }
    expect(await post(JSON.stringify({ query: fragmentChain(MAX_QUERY_NESTING) }))).toBe(passed)
  })

  it('passes on a query within the limit, and one graphql-js cannot read, to Payload, which answers its syntax error', async () => {
    expect(await post(JSON.stringify({ query: nestedWhere(16) }))).toBe(passed)
    expect(await post(JSON.stringify({ query: '{ "unterminated' }))).toBe(passed)
    expect(await post(JSON.stringify({ query: '' }))).toBe(passed)
    expect(await post(JSON.stringify({ query: '{ a }', variables: { x: 1 }, extensions: null, operationName: 'A' }))).toBe(passed)
  })

  it('refuses, in the caller’s language, a body that is no JSON object and fields graphql-http cannot read', async () => {
    const t = esMx.LeadForms.messages
    const refusals: [string, string][] = [
      ['{bad', t.requestUnreadable],
      ['[{"query":"{ a }"}]', t.requestUnreadable],
      ['{}', t.graphqlQueryMissing],
      ['{"query":5}', t.graphqlQueryMissing],
      ['{"query":"{ a }","variables":"{}"}', t.graphqlObjectExpected.replace('{field}', 'variables')],
      ['{"query":"{ a }","variables":[1]}', t.graphqlObjectExpected.replace('{field}', 'variables')],
      ['{"query":"{ a }","extensions":5}', t.graphqlObjectExpected.replace('{field}', 'extensions')],
      ['{"query":"{ a }","operationName":5}', t.graphqlOperationNameInvalid],
    ]
    for (const [body, message] of refusals) {
      const refusal = await post(body)
      expect(refusal.status, body).toBe(400)
      expect(await refusal.json(), body).toEqual({ errors: [{ message }] })
    }
  })
})
