import 'server-only'
import { createTranslator } from 'next-intl'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { ApiError } from '@/lib/api/errors'
import { readGstin, type PanHolderKind } from './gstin'

type GstinDetails = {
  gstin: string
  state: { code: string; name: string }
  pan: string
  holder: { kind: PanHolderKind; label: string }
  /** This registration's position among the PAN's registrations in the state (1 for the first). */
  registration: number
  /** From a GST registry provider; none is configured, so they are never read (nameChecked false). */
  legalName: null
  status: null
  nameChecked: false
  note: string
}

/**
 * What GET /api/gst/{gstin} answers: everything the number itself says, in the caller's language. The legal name
 * and status would come from a GST Suvidha Provider's registry API, which needs an operator's account; this site
 * has none, and says so in `note` instead of guessing.
 */
export function describeGstin(input: string, edition: EditionCode): GstinDetails {
  const reading = readGstin(input)
  if (!reading.ok) throw new ApiError('VALIDATION_FAILED', { fields: { gstin: reading.error }, message: reading.error })
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'Gst' })
  return {
    gstin: reading.gstin,
    state: reading.state,
    pan: reading.pan,
    holder: { kind: reading.holderKind, label: t(`holderKinds.${reading.holderKind}`) },
    registration: reading.registration,
    legalName: null,
    status: null,
    nameChecked: false,
    note: t('nameNotChecked'),
  }
}
