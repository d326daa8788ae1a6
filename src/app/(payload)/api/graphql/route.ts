/* Payload's GraphQL API, as its project generator writes it, with a bounded query. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { graphqlWithBoundedBody } from '../bounded-body'

export const POST = graphqlWithBoundedBody(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
