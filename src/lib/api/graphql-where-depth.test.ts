import { buildSchema, parse, validate, type ExecutionArgs } from 'graphql'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import esMx from '../../../messages/es-mx.json'
import { whereDepthRule } from './graphql-where-depth'

const schema = buildSchema(`
  input Where { title: Cond, OR: [Where], AND: [Where] }
  input Cond { equals: String }
  type Posts { totalDocs: Int }
  type Query { Posts(where: Where): Posts }
`)

function errors(query: string, variables?: Record<string, unknown>) {
  const req = { headers: new Headers({ 'accept-language': 'es-MX' }) } as unknown as PayloadRequest
  const args = { schema, document: parse(query), variableValues: variables, contextValue: { req } } as ExecutionArgs
  return validate(schema, args.document, [whereDepthRule(args)]).map((error) => error.message)
}

/** A where of `levels` nested `OR` lists: two levels each (list and object), three more for the innermost condition. */
const literal = (levels: number) => `${'{ OR: ['.repeat(levels)}{ title: { equals: "x" } }${'] }'.repeat(levels)}`
const value = (levels: number): unknown => (levels === 0 ? { title: { equals: 'x' } } : { OR: [value(levels - 1)] })

const refusal = esMx.LeadForms.messages.whereTooDeep.replace('{max}', '32')

describe('whereDepthRule', () => {
  it('refuses a where nested past 32 levels, literal, through a variable or as a default, in the caller’s language', () => {
    expect(errors(`{ Posts(where: ${literal(16)}) { totalDocs } }`)).toEqual([refusal])
    expect(errors('query ($w: Where) { Posts(where: $w) { totalDocs } }', { w: value(16) })).toEqual([refusal])
    expect(errors(`query ($w: Where) { Posts(where: { AND: [$w] }) { totalDocs } }`, { w: value(15) })).toEqual([refusal])
    expect(errors(`query ($w: Where = ${literal(16)}) { Posts(where: $w) { totalDocs } }`)).toEqual([refusal])
  })

  it('lets through a where up to 32 levels', () => {
    expect(errors(`{ Posts(where: ${literal(15)}) { totalDocs } }`)).toEqual([])
    expect(errors('query ($w: Where) { Posts(where: $w) { totalDocs } }', { w: value(15) })).toEqual([])
    expect(errors('{ Posts { totalDocs } }')).toEqual([])
  })
})
