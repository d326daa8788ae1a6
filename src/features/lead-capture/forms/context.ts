import { z } from '@/lib/zod'
import { asOneLine } from '@/lib/plain-text'
import { HONEYPOT_FIELD } from './constants'

const oneLine = (max: number) => z.string().overwrite(asOneLine).trim().max(max)
const shortText = oneLine(200).optional()

/** The page the visitor was on, as the browser gives it: a web address, which sales' e-mail and the CRM show as a link. */
export const pageAddress = () => z.url({ protocol: /^https?$/ }).max(2000)

/**
 * What every form sends besides its own fields: where the visitor was, how they arrived, when they started
 * filling in, and the honeypot. None of it is shown to the visitor, so it gets no localized messages.
 */
export const submissionContextSchema = z.object({
  sourceUrl: pageAddress(),
  referrer: oneLine(2000).optional(),
  utm: z.object({ source: shortText, medium: shortText, campaign: shortText, term: shortText, content: shortText }).partial().optional(),
  startedAt: z.number().int().positive(),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
})

export type SubmissionContext = z.infer<typeof submissionContextSchema>
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
