/* Payload's GraphQL API, as its project generator writes it, with a bounded query that must be a JSON object when sent as JSON. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { graphqlWithBoundedBody } from '../bounded-body'
import { withJsonObjectBody } from '../json-body'

const sendsJson = (request: Request) => (request.headers.get('Content-Type') ?? '').toLowerCase().includes('application/json')

export const POST = graphqlWithBoundedBody(withJsonObjectBody(GRAPHQL_POST(config), sendsJson))
export const OPTIONS = REST_OPTIONS(config)
