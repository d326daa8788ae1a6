/*
 * Payload's GraphQL API, as its project generator writes it, taking a bounded query sent as JSON whose fields
 * graphql-http can read, nested no deeper than graphql-js can parse, read in the default edition's locale when the
 * query names none (as the REST API is).
 */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { graphqlWithBoundedBody } from '../bounded-body'
import { withDefaultLocale } from '../default-locale'
import { refusingUnreadableGraphqlRequests } from '../graphql-request'
import { requiringJsonBody } from '../json-body'
import { whenPayloadStarted } from '../started-payload'
import { routeMethods } from '@/lib/api/route-methods'

const sendsJson = (request: Request) => (request.headers.get('Content-Type') ?? '').toLowerCase().includes('application/json')

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: whenPayloadStarted(graphqlWithBoundedBody(requiringJsonBody(refusingUnreadableGraphqlRequests(withDefaultLocale(GRAPHQL_POST(config))), sendsJson))),
  OPTIONS: REST_OPTIONS(config),
})
