import { GraphQLError, valueFromASTUntyped, type ASTVisitor, type ExecutionArgs, type ValidationContext, type ValidationRule } from 'graphql'
import type { PayloadRequest } from 'payload'
import { apiMessages } from './api-messages'
import { variablesWithDefaults } from './graphql-arguments'
import { asksPastPublicPageSize, PUBLIC_MAX_PAGE_SIZE } from './page-size'

/**
 * A validation rule refusing, with `message`, a `limit` or `pagination` argument anywhere in the query that asks
 * for more documents at once than PUBLIC_MAX_PAGE_SIZE. Payload's resolvers pass both to its find operations as
 * they are.
 */
function pageSizeRule(variables: Record<string, unknown>, message: string): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Argument(node) {
      const name = node.name.value
      if (name !== 'limit' && name !== 'pagination') return
      const value = valueFromASTUntyped(node.value, variables)
      const asked = name === 'limit' ? { limits: [value], paginations: [] } : { limits: [], paginations: [value] }
      if (asksPastPublicPageSize(asked)) context.reportError(new GraphQLError(message, { nodes: node }))
    },
  })
}

/**
 * The page-size rule for Payload's `graphQL.validationRules`, for a caller without a staff session (Payload has
 * authenticated the request, `contextValue.req`, before it validates), in the caller's language.
 */
export function publicPageSizeRules(args: ExecutionArgs): ValidationRule[] {
  const { req } = args.contextValue as { req: PayloadRequest }
  if (req.user) return []
  return [pageSizeRule(variablesWithDefaults(args.document, args.variableValues), apiMessages(req)('pageTooLarge', { max: PUBLIC_MAX_PAGE_SIZE }))]
}
