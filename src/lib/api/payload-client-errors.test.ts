import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import esMx from '../../../messages/es-mx.json'
import { answerBadRequestValues, answerDatabaseUnavailable } from './payload-client-errors'

const req = {
  url: 'http://site.test/api/pages?where%5Bid%5D%5Bin%5D=abc',
  headers: new Headers({ 'accept-language': 'es-MX' }),
} as unknown as PayloadRequest
const result = { errors: [{ message: 'Something went wrong.' }] }
const answer = (error: Error, withResult = true) =>
  answerBadRequestValues({ error, req, context: {}, result: withResult ? result : undefined, collection: undefined })

/** What Drizzle throws: its own error around the driver's, which carries the SQLSTATE. */
const failedQuery = (code: string) => Object.assign(new Error('Failed query: select …'), { cause: Object.assign(new Error('driver'), { code }) })

describe('answerBadRequestValues', () => {
  it('answers 400 naming the request when the database refuses a value or operator the caller sent (SQLSTATE class 22, 42883)', () => {
    for (const code of ['22P02', '22003', '2201X', '22007', '42883']) {
      const message = esMx.LeadForms.messages.valueRefused.replace('{request}', '/api/pages?where[id][in]=abc')
      expect(answer(failedQuery(code))).toEqual({ status: 400, response: { errors: [{ message }] } })
    }
  })

  it('answers 400 when JSON the caller sent does not parse', () => {
    const message = esMx.LeadForms.messages.jsonUnreadable.replace('{request}', '/api/pages?where[id][in]=abc')
    expect(answer(new SyntaxError('Unexpected token'))).toEqual({ status: 400, response: { errors: [{ message }] } })
  })

  it('leaves every other failure a 500, and GraphQL to itself', () => {
    expect(answer(failedQuery('57P01'))).toBeUndefined()
    expect(answer(failedQuery('23505'))).toBeUndefined()
    expect(answer(failedQuery('42P01'))).toBeUndefined()
    expect(answer(new TypeError('x'))).toBeUndefined()
    expect(answer(failedQuery('22P02'), false)).toBeUndefined()
  })
})

describe('answerDatabaseUnavailable', () => {
  /** What Payload's GraphQL handler has made of a resolver's error when its hooks run. */
  const graphqlResult = { message: 'Something went wrong.', path: ['Posts'], extensions: { name: 'Error', statusCode: 500 } }
  const outage = (error: Error, answering: 'rest' | 'graphql' | 'neither' = 'rest') => {
    const request = { ...req, headers: new Headers({ 'accept-language': 'es-MX' }) } as unknown as PayloadRequest
    const answered = answerDatabaseUnavailable({
      error,
      req: request,
      context: {},
      result: answering === 'rest' ? result : undefined,
      graphqlResult: answering === 'graphql' ? graphqlResult : undefined,
      collection: undefined,
    })
    return { answered, retryAfter: request.responseHeaders?.get('retry-after') }
  }

  it('answers 503 with Retry-After and the server error in the caller’s language when the database does not answer', () => {
    for (const error of [
      failedQuery('57P01'),
      failedQuery('08006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      expect(outage(error)).toEqual({ answered: { status: 503, response: { errors: [{ message: esMx.LeadForms.messages.serverError }] } }, retryAfter: '30' })
    }
  })

  it('says the same in a GraphQL error, around the resolver’s, with Retry-After', () => {
    const resolverError = Object.assign(new Error('Failed query'), { originalError: failedQuery('57P01') })
    expect(outage(resolverError, 'graphql')).toEqual({
      answered: { graphqlResult: { ...graphqlResult, message: esMx.LeadForms.messages.serverError, extensions: { name: 'Error', statusCode: 503 } } },
      retryAfter: '30',
    })
  })

  it('leaves a failed statement a 500, and an error without an answer to itself', () => {
    expect(outage(failedQuery('23505'))).toEqual({ answered: undefined, retryAfter: undefined })
    expect(outage(failedQuery('22P02'))).toEqual({ answered: undefined, retryAfter: undefined })
    expect(outage(failedQuery('23505'), 'graphql')).toEqual({ answered: undefined, retryAfter: undefined })
    expect(outage(failedQuery('57P01'), 'neither')).toEqual({ answered: undefined, retryAfter: undefined })
  })
})
