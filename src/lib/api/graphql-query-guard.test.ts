import { buildSchema, parse, validate, type ExecutionArgs } from 'graphql'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import esMx from '../../../messages/es-mx.json'
import { queriesPayloadCannotRunRule } from './graphql-query-guard'

const schema = buildSchema(`
  input Where { title: Cond, path: Cond, OR: [Where], AND: [Where] }
  input Cond { equals: String, all: [String] }
  type Page { id: Int }
  type Pages { docs: [Page], totalDocs: Int }
  type Posts { totalDocs: Int }
  type Query { Pages(where: Where, sort: String, page: Int): Pages, Posts(where: Where, sort: String, page: Int): Posts }
`)

/** Pages has a blocks field, `layout`, as the site's collection does; Posts has none. */
const collections = {
  pages: {
    config: {
      slug: 'pages',
      fields: [
        { name: 'title', type: 'text' },
        { type: 'row', fields: [{ name: 'layout', type: 'blocks', blocks: [] }] },
      ],
    },
  },
  posts: { config: { slug: 'posts', graphQL: {}, fields: [{ name: 'layout', type: 'text' }] } },
}

function errors(query: string, variables?: Record<string, unknown>) {
  const req = { headers: new Headers({ 'accept-language': 'es-MX' }), payload: { collections } } as unknown as PayloadRequest
  const args = { schema, document: parse(query), variableValues: variables, contextValue: { req } } as ExecutionArgs
  return validate(schema, args.document, [queriesPayloadCannotRunRule(args)]).map((error) => error.message)
}

/** A where of `levels` nested `OR` lists: two levels each (list and object), two more for the innermost condition. */
const literal = (levels: number) => `${'{ OR: ['.repeat(levels)}{ title: { equals: "x" } }${'] }'.repeat(levels)}`
const value = (levels: number): unknown => (levels === 0 ? { title: { equals: 'x' } } : { OR: [value(levels - 1)] })

const messages = esMx.LeadForms.messages

describe('queriesPayloadCannotRunRule', () => {
  it('refuses a where nested past 32 levels, literal, through a variable or as a default, in the caller’s language', () => {
    const refusal = messages.whereTooDeep.replace('{max}', '32')
    expect(errors(`{ Posts(where: ${literal(16)}) { totalDocs } }`)).toEqual([refusal])
    expect(errors('query ($w: Where) { Posts(where: $w) { totalDocs } }', { w: value(16) })).toEqual([refusal])
    expect(errors(`query ($w: Where) { Posts(where: { AND: [$w] }) { totalDocs } }`, { w: value(15) })).toEqual([refusal])
    expect(errors(`query ($w: Where = ${literal(16)}) { Posts(where: $w) { totalDocs } }`)).toEqual([refusal])
  })

  it('refuses the all operator, a sort by a blocks field and a page before the first', () => {
    expect(errors('{ Pages(where: { OR: [{ path: { all: ["/"] } }] }) { totalDocs } }')).toEqual([messages.operatorUnsupported.replace('{operator}', 'all')])
    expect(errors('query ($w: Where) { Pages(where: $w) { totalDocs } }', { w: { path: { all: ['/'] } } })).toEqual([
      messages.operatorUnsupported.replace('{operator}', 'all'),
    ])
    for (const sort of ['layout', '-layout', 'title,-layout'])
      expect(errors(`{ Pages(sort: "${sort}") { totalDocs } }`), sort).toEqual([messages.fieldNotQueryable.replace('{field}', 'layout')])
    expect(errors('query ($s: String) { Pages(sort: $s) { totalDocs } }', { s: '-layout' })).toEqual([messages.fieldNotQueryable.replace('{field}', 'layout')])
    expect(errors('query ($s: String = "-layout") { Pages(sort: $s) { totalDocs } }')).toEqual([messages.fieldNotQueryable.replace('{field}', 'layout')])
    expect(errors('query ($w: Where = { path: { all: ["/"] } }) { Pages(where: $w) { totalDocs } }')).toEqual([
      messages.operatorUnsupported.replace('{operator}', 'all'),
    ])
    expect(errors('{ Pages(page: -5) { totalDocs } }')).toEqual([messages.pageInvalid])
    expect(errors('query ($p: Int = -1) { Pages(page: $p) { totalDocs } }')).toEqual([messages.pageInvalid])
  })

  it('lets through what Payload runs: shallow wheres, other sorts, sorts of a same-named field that is not blocks, pages from 0', () => {
    expect(errors(`{ Posts(where: ${literal(15)}) { totalDocs } }`)).toEqual([])
    expect(errors('query ($w: Where) { Posts(where: $w) { totalDocs } }', { w: value(15) })).toEqual([])
    expect(errors('{ Pages(sort: "layout.blockType", page: 0) { totalDocs } }')).toEqual([])
    expect(errors('{ Posts(sort: "-layout") { totalDocs } }')).toEqual([])
    expect(errors('{ Pages(where: { path: { equals: "/" } }, sort: "-title", page: 2) { docs { id } } }')).toEqual([])
  })
})
