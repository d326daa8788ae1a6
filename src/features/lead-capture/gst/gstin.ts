/**
 * What a GSTIN (India's GST identification number) says by itself, read by the published format: two digits of
 * the state, the holder's PAN (ten characters), the number of this registration of that PAN in that state (1-9,
 * then A-Z for 10-35), a letter ('Z' for regular taxpayers) and a check character over the first fourteen
 * (base 36, weights alternating 1 and 2). Pure, so that the business-loan form and GET /api/gst/{gstin} read it
 * alike.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const FORMAT = /^(\d{2})([A-Z]{3}([ABCFGHJLPT])[A-Z]\d{4}[A-Z])([1-9A-Z])([A-Z])([0-9A-Z])$/

/**
 * The state and union-territory codes of GST registration (the Census 2011 codes), as the GST portal lists them:
 * 25 (Daman and Diu) until the merger of 26 January 2020, 28 for Andhra Pradesh before its 2014 division, 97 for
 * other territory and 99 for the centre's jurisdiction.
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
}

/** The kind of holder the fourth character of a PAN names (Income Tax Department). */
export const PAN_HOLDER_KINDS = {
  A: 'association-of-persons',
  B: 'body-of-individuals',
  C: 'company',
  F: 'firm',
  G: 'government',
  H: 'hindu-undivided-family',
  J: 'artificial-juridical-person',
  L: 'local-authority',
  P: 'individual',
  T: 'trust',
} as const

export type PanHolderKind = (typeof PAN_HOLDER_KINDS)[keyof typeof PAN_HOLDER_KINDS]

export type GstinReading =
  | { ok: true; gstin: string; state: { code: string; name: string }; pan: string; holderKind: PanHolderKind; registration: number; entityLetter: string }
  | { ok: false; error: 'gstinInvalid' | 'gstinCheckFailed' }

/** The check character of the first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return BASE36[(36 - (sum % 36)) % 36]!
}

/** Reads a GSTIN as typed: spaces and case do not matter. */
export function readGstin(input: string): GstinReading {
  const gstin = input.replace(/\s+/g, '').toUpperCase()
  const parts = FORMAT.exec(gstin)
  const stateName = parts && GST_STATES[parts[1]!]
  if (!parts || !stateName) return { ok: false, error: 'gstinInvalid' }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, error: 'gstinCheckFailed' }
  return {
    ok: true,
    gstin,
    state: { code: parts[1]!, name: stateName },
    pan: parts[2]!,
    holderKind: PAN_HOLDER_KINDS[parts[3] as keyof typeof PAN_HOLDER_KINDS],
    registration: BASE36.indexOf(parts[4]!),
    entityLetter: parts[5]!,
  }
}
