import { Kind, valueFromASTUntyped, type DocumentNode, type ValueNode } from 'graphql'

/**
 * The variables of a query as its resolvers get them: as sent, else their declared defaults (graphql-js applies
 * those when it executes; the values a validation rule is given are as sent).
 */
export function variablesWithDefaults(document: DocumentNode, sent: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const variables: Record<string, unknown> = { ...sent }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    for (const { variable, defaultValue } of definition.variableDefinitions ?? []) {
      const name = variable.name.value
      if (!(name in variables) && defaultValue) variables[name] = valueFromASTUntyped(defaultValue)
    }
  }
  return variables
}

/** An argument's value as its resolver gets it, literal or through `variables` (from variablesWithDefaults). */
export const argumentValue = (node: ValueNode, variables: Record<string, unknown>): unknown => valueFromASTUntyped(node, variables)
