/**
 * The server's field errors (already localized) under the names of the form's fields: `rename` maps a
 * payload field to the form field that holds it (the domestic form's `turnover` is its `financeAmt`).
 * Errors of fields the form does not have are left out; the form's alert shows the server's message.
 */
export function serverFieldErrors<Name extends string>(
  fields: Record<string, string> | undefined,
  formFields: readonly Name[],
  rename: Partial<Record<string, Name>> = {},
): [Name, string][] {
  const known = new Set<string>(formFields)
  const errors = new Map<Name, string>()
  for (const [field, message] of Object.entries(fields ?? {})) {
    const name = rename[field] ?? field
    if (known.has(name) && !errors.has(name as Name)) errors.set(name as Name, message)
  }
  return [...errors]
}
