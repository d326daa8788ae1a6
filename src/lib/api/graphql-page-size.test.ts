import { buildSchema, parse, validate, type ExecutionArgs } from 'graphql'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import esMx from '../../../messages/es-mx.json'
import { publicPageSizeRules } from './graphql-page-size'

const schema = buildSchema(`
  type Post { id: Int, related(limit: Int): [Post] }
  type Posts { docs: [Post] }
  type Query { Posts(limit: Int, page: Int, pagination: Boolean): Posts, Post(id: Int): Post }
`)

function errors(query: string, { variables, user }: { variables?: Record<string, unknown>; user?: object } = {}) {
  const req = { user: user ?? null, headers: new Headers({ 'accept-language': 'es-MX' }) } as unknown as PayloadRequest
  const args = { schema, document: parse(query), variableValues: variables, contextValue: { req } } as ExecutionArgs
  return validate(schema, args.document, publicPageSizeRules(args)).map((error) => error.message)
}

const refusal = esMx.LeadForms.messages.pageTooLarge.replaceAll('{max}', '100')
const tooMany = esMx.LeadForms.messages.documentsTooMany.replaceAll('{max}', '100')

describe('publicPageSizeRules', () => {
  it('refuses a limit or pagination argument asking for more than 100 documents, literal or through a variable, in the caller’s language', () => {
    expect(errors('{ Posts(limit: 0) { docs { id } } }')).toEqual([refusal])
    expect(errors('{ Posts(pagination: false) { docs { id } } }')).toEqual([refusal])
    expect(errors('{ Posts(limit: 5) { docs { related(limit: 1000) { id } } } }')).toEqual([refusal])
    expect(errors('query ($n: Int) { Posts(limit: $n) { docs { id } } }', { variables: { n: 101 } })).toEqual([refusal])
    expect(errors('query ($n: Int = 0) { Posts(limit: $n) { docs { id } } }')).toEqual([refusal])
  })

  it('refuses a query whose lists ask for more than 100 documents in all, aliases and nested lists counted, once', () => {
    const aliases = (n: number, limit: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: Posts(limit: ${limit}) { docs { id } }`).join(' ')} }`
    expect(errors(aliases(13, 100))).toEqual([tooMany])
    expect(errors(aliases(2, 60))).toEqual([tooMany])
    expect(errors('{ Posts(limit: 100) { docs { related(limit: 1) { id } } } }')).toEqual([tooMany])
    // Without a limit a list is Payload's page of 10.
    expect(errors(aliases(4, 25).replace(/\(limit: 25\)/, ''))).toEqual([])
    expect(errors(`{ ${Array.from({ length: 11 }, (_, i) => `a${i}: Posts { docs { id } }`).join(' ')} }`)).toEqual([tooMany])
    expect(errors(aliases(4, 25))).toEqual([])
    expect(errors('{ a: Post(id: 1) { id } b: Post(id: 2) { id } }')).toEqual([])
    expect(errors(aliases(13, 100), { user: { id: 1 } })).toEqual([])
  })

  it('lets through pages up to 100, and any page for a staff session', () => {
    expect(errors('{ Posts(limit: 100, pagination: true) { docs { id } } }')).toEqual([])
    expect(errors('query ($n: Int = 0) { Posts(limit: $n) { docs { id } } }', { variables: { n: 20 } })).toEqual([])
    expect(errors('{ Posts { docs { id } } }')).toEqual([])
    expect(errors('{ Posts(limit: 0) { docs { id } } }', { user: { id: 1 } })).toEqual([])
  })
})
