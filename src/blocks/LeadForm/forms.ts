import { FORM_DEFINITIONS } from '@/features/lead-capture/forms/definitions'

type PlaceableSlug = Exclude<(typeof FORM_DEFINITIONS)[number], { pageOnly: true }>['slug']
const PLACEABLE_SLUGS = FORM_DEFINITIONS.filter((d) => !('pageOnly' in d && d.pageOnly)).map((d) => d.slug as PlaceableSlug)

/** The forms an editor can place: the wizard, the three Mexico variants and every defined form but those a feature's page places. */
export const LEAD_FORM_CHOICES = ['domestic-wizard', 'mexico', 'mexico-short', 'mexico-otp', ...PLACEABLE_SLUGS] as const
export type LeadFormChoice = (typeof LEAD_FORM_CHOICES)[number]

export const MEXICO_VARIANTS = { mexico: 'standard', 'mexico-short': 'short', 'mexico-otp': 'otp' } as const
