import { GraphQLError, Kind, type ASTVisitor, type ExecutionArgs, type ValidationContext, type ValidationRule, type ValueNode } from 'graphql'
import type { PayloadRequest } from 'payload'
import { apiMessages } from './api-messages'
import { depthOf, MAX_WHERE_DEPTH } from './where-depth'

/**
 * How deep an argument's value nests, each object or list one level as depthOf counts a parsed `where`; a variable
 * counts as deep as its value as sent (walked without recursion: a caller chooses the depth).
 */
function valueDepth(root: ValueNode, variables: Record<string, unknown>): number {
  let deepest = 0
  const pending: [ValueNode, number][] = [[root, 0]]
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!
    if (node.kind === Kind.VARIABLE) {
      deepest = Math.max(deepest, depth + depthOf(variables[node.name.value]))
    } else if (node.kind === Kind.OBJECT) {
      deepest = Math.max(deepest, depth + 1)
      for (const field of node.fields) pending.push([field.value, depth + 1])
    } else if (node.kind === Kind.LIST) {
      deepest = Math.max(deepest, depth + 1)
      for (const value of node.values) pending.push([value, depth + 1])
    }
  }
  return deepest
}

/**
 * The rule for Payload's `graphQL.validationRules` refusing, in the caller's language, an argument (a `where`,
 * in this schema) or a variable's default nested past MAX_WHERE_DEPTH, as the REST API refuses a JSON `where`.
 */
export function whereDepthRule(args: ExecutionArgs): ValidationRule {
  const { req } = args.contextValue as { req: PayloadRequest }
  const variables = (args.variableValues ?? {}) as Record<string, unknown>
  const message = apiMessages(req)('whereTooDeep', { max: MAX_WHERE_DEPTH })
  return (context: ValidationContext): ASTVisitor => ({
    Argument(node) {
      if (valueDepth(node.value, variables) > MAX_WHERE_DEPTH) context.reportError(new GraphQLError(message, { nodes: node }))
    },
    VariableDefinition(node) {
      if (node.defaultValue && valueDepth(node.defaultValue, {}) > MAX_WHERE_DEPTH) context.reportError(new GraphQLError(message, { nodes: node }))
    },
  })
}
