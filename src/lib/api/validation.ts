import type { z } from 'zod'
import { isMessageKey, type MessageKey } from '@/features/lead-forms/messages'
import { ApiError } from './errors'

/** Field name → message key of its first problem; a phone's parts report under the field the visitor sees. */
export function fieldErrors(error: z.ZodError): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {}
  for (const issue of error.issues) {
    const name = issue.path.filter((p) => typeof p !== 'number').join('.') || 'form'
    fields[name] ??= isMessageKey(issue.message) ? issue.message : 'invalidRequest'
  }
  return fields
}

/** Parses with the form's schema; a failure becomes a 400 listing each field's localized problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ApiError('VALIDATION_FAILED', { fields: fieldErrors(result.error) })
  return result.data
}
