import type { z } from 'zod'
import { isMessageKey, type MessageKey } from './messages'
import { ApiError } from './errors'

/**
 * Field name → message key of its first problem; a phone's parts report under the field the visitor sees.
 * Another feature's schema passes its own key check and fallback, and may keep list positions ("packages.0.weightKg").
 */
export function fieldErrors(error: z.ZodError): Record<string, MessageKey>
export function fieldErrors<K extends string>(
  error: z.ZodError,
  options: { isKey: (value: unknown) => value is K; fallback: K; keepIndexes?: boolean },
): Record<string, K>
export function fieldErrors(
  error: z.ZodError,
  {
    isKey = isMessageKey,
    fallback = 'invalidRequest',
    keepIndexes = false,
  }: { isKey?: (value: unknown) => boolean; fallback?: string; keepIndexes?: boolean } = {},
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name =
      issue.path
        .filter((p) => keepIndexes || typeof p !== 'number')
        .map(String)
        .join('.') || 'form'
    fields[name] ??= isKey(issue.message) ? issue.message : fallback
  }
  return fields
}

/** Parses with the form's schema; a failure becomes a 400 listing each field's localized problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ApiError('VALIDATION_FAILED', { fields: fieldErrors(result.error) })
  return result.data
}
