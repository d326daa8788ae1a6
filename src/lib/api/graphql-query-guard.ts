import { GraphQLError, valueFromASTUntyped, type ASTNode, type ASTVisitor, type ExecutionArgs, type ValidationContext, type ValidationRule } from 'graphql'
import { formatNames, toWords, type PayloadRequest } from 'payload'
import { apiMessages } from './api-messages'
import { blocksFieldNames, sortedFields } from './blocks-fields'
import { isServablePage } from './page-size'
import { variablesWithDefaults } from './graphql-arguments'
import { depthOf, MAX_WHERE_DEPTH, someEntry } from './where-shape'

/** Per Payload instance: its collections do not change while it runs, and the rule runs on every GraphQL request. */
const blocksFieldsByInstance = new WeakMap<PayloadRequest['payload'], Map<string, string[]>>()

/**
 * The blocks fields of each collection, by the name of its list query (`Pages`), named as Payload's GraphQL schema
 * names it (@payloadcms/graphql, schema/initCollections.js): the schema's types are not on `req.payload`.
 */
function blocksFieldsByListQuery(payload: PayloadRequest['payload']): Map<string, string[]> {
  const known = blocksFieldsByInstance.get(payload)
  if (known) return known
  const byQuery = new Map<string, string[]>()
  for (const { config } of Object.values(payload.collections)) {
    const names = blocksFieldNames(config.fields)
    if (names.length === 0 || config.graphQL === false) continue
    const { singularName, pluralName } = config.graphQL ?? {}
    const fromSlug = formatNames(config.slug)
    const singular = singularName ? toWords(singularName, true) : fromSlug.singular
    const plural = pluralName ? toWords(pluralName, true) : fromSlug.plural
    byQuery.set(singular === plural ? `all${singular}` : plural, names)
  }
  blocksFieldsByInstance.set(payload, byQuery)
  return byQuery
}

/**
 * The rule for Payload's `graphQL.validationRules` refusing, in the caller's language, what the REST API's query
 * guard refuses and Payload's resolvers fail on ("Something went wrong.", a TypeError): a `where` nested past
 * MAX_WHERE_DEPTH, the `all` operator (the Postgres adapter does not implement it), a sort by a blocks field as a
 * whole and a page before the first, each written literally, through a variable or as a variable's default. The
 * route has refused a query nested past MAX_QUERY_NESTING (graphql-request.ts): reading its values recursively is safe.
 */
export function queriesPayloadCannotRunRule(args: ExecutionArgs): ValidationRule {
  const { req } = args.contextValue as { req: PayloadRequest }
  const variables = variablesWithDefaults(args.document, args.variableValues)
  const t = apiMessages(req)
  const blocksFields = blocksFieldsByListQuery(req.payload)
  return (context: ValidationContext): ASTVisitor => {
    const refuse = (message: string, node: ASTNode) => context.reportError(new GraphQLError(message, node))
    return {
      Argument(node) {
        const value = valueFromASTUntyped(node.value, variables)
        if (depthOf(value) > MAX_WHERE_DEPTH) return refuse(t('whereTooDeep', { max: MAX_WHERE_DEPTH }), node)
        const name = node.name.value
        if (name === 'where' && someEntry(value, (key) => key === 'all')) return refuse(t('operatorUnsupported', { operator: 'all' }), node)
        if (name === 'page' && typeof value === 'number' && !isServablePage(value)) return refuse(t('pageInvalid'), node)
        if (name === 'sort' && typeof value === 'string') {
          const unsortable = blocksFields.get(context.getFieldDef()?.name ?? '') ?? []
          const field = sortedFields(value).find((path) => unsortable.includes(path))
          if (field) refuse(t('fieldNotQueryable', { field }), node)
        }
      },
    }
  }
}
