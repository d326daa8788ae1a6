import { Kind, valueFromASTUntyped, type DocumentNode } from 'graphql'

/**
 * The variables of a query as its resolvers get them: as sent, else their declared defaults (graphql-js applies
 * those when it executes; the values a validation rule is given are as sent). With them, graphql-js's
 * `valueFromASTUntyped` reads an argument as its resolver gets it, literal or through a variable.
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
