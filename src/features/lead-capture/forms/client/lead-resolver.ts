import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/** Empty inputs count as missing, so required fields say 'required' and optional ones pass. */
export function blankToUndefined<T extends FieldValues>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? undefined : v])) as T
}

/** react-hook-form's resolver for a schema of form-schemas.ts; issue messages stay message keys. */
export function leadResolver<Input extends FieldValues, Output extends FieldValues>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>
  return (values, context, options) => resolve(blankToUndefined(values), context, options)
}
