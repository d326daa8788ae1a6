import { Kind, type ValidationContext, type ValueNode } from 'graphql'

/** A literal argument's value, or the variable's as sent (else its declared default). */
export function argumentValue(node: ValueNode, context: ValidationContext, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.BOOLEAN:
    case Kind.STRING:
      return node.value
    case Kind.VARIABLE: {
      const name = node.name.value
      if (variables && name in variables) return variables[name]
      const declared = context
        .getDocument()
        .definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? (definition.variableDefinitions ?? []) : []))
        .find((definition) => definition.variable.name.value === name)?.defaultValue
      return declared ? argumentValue(declared, context, undefined) : undefined
    }
    default:
      return undefined
  }
}
