import { GraphQLError, valueFromASTUntyped, type ASTVisitor, type ExecutionArgs, type ValidationContext, type ValidationRule } from 'graphql'
import type { PayloadRequest } from 'payload'
import { apiMessages } from './api-messages'
import { variablesWithDefaults } from './graphql-arguments'
import { asksPastPublicPageSize, PUBLIC_MAX_PAGE_SIZE } from './page-size'

/** The page Payload's list fields return when a query names no `limit`. */
const PAYLOAD_DEFAULT_LIMIT = 10

/**
 * A validation rule refusing, with `message`, a list whose `limit` or a `pagination` argument asks for more documents
 * at once than PUBLIC_MAX_PAGE_SIZE (Payload's resolvers pass both to its find operations as they are), and, with
 * `totalMessage`, a query whose lists ask for more than that in all: thirteen aliases of `Posts(limit: 100)` with
 * their bodies and related posts made one 8.5 KB request answer 74 MB.
 */
function pageSizeRule(variables: Record<string, unknown>, message: string, totalMessage: string): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let total = 0
    return {
      Argument(node) {
        if (node.name.value !== 'pagination') return
        if (asksPastPublicPageSize({ limits: [], paginations: [valueFromASTUntyped(node.value, variables)] }))
          context.reportError(new GraphQLError(message, { nodes: node }))
      },
      Field(node) {
        if (!context.getFieldDef()?.args.some((arg) => arg.name === 'limit')) return
        const limit = node.arguments?.find((arg) => arg.name.value === 'limit')
        const asked = limit ? valueFromASTUntyped(limit.value, variables) : PAYLOAD_DEFAULT_LIMIT
        if (asksPastPublicPageSize({ limits: [asked], paginations: [] })) {
          context.reportError(new GraphQLError(message, { nodes: limit }))
          return
        }
        const before = total
        total += Number(asked) || PAYLOAD_DEFAULT_LIMIT
        if (before <= PUBLIC_MAX_PAGE_SIZE && total > PUBLIC_MAX_PAGE_SIZE) context.reportError(new GraphQLError(totalMessage, { nodes: node }))
      },
    }
  }
}

/**
 * The page-size rule for Payload's `graphQL.validationRules`, for a caller without a staff session (Payload has
 * authenticated the request, `contextValue.req`, before it validates), in the caller's language.
 */
export function publicPageSizeRules(args: ExecutionArgs): ValidationRule[] {
  const { req } = args.contextValue as { req: PayloadRequest }
  if (req.user) return []
  const t = apiMessages(req)
  return [
    pageSizeRule(
      variablesWithDefaults(args.document, args.variableValues),
      t('pageTooLarge', { max: PUBLIC_MAX_PAGE_SIZE }),
      t('documentsTooMany', { max: PUBLIC_MAX_PAGE_SIZE }),
    ),
  ]
}
