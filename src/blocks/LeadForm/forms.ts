import { FORM_DEFINITIONS } from '@/features/lead-forms/definitions'

/** The forms an editor can place: the wizard, the three Mexico variants and every defined form. */
export const LEAD_FORM_CHOICES = ['domestic-wizard', 'mexico', 'mexico-short', 'mexico-otp', ...FORM_DEFINITIONS.map((d) => d.slug)] as const
export type LeadFormChoice = (typeof LEAD_FORM_CHOICES)[number]

export const MEXICO_VARIANTS = { mexico: 'standard', 'mexico-short': 'short', 'mexico-otp': 'otp' } as const
