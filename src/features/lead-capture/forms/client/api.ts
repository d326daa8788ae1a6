import { CAPTCHA_HEADER } from '@/lib/captcha/header'
import type { ApiErrorBody } from '@/lib/api/error-catalogue'
import { OTP_LENGTH } from '../constants'
import type { PhoneCountry } from '../dial-codes'

type ApiError = ApiErrorBody['error']

/**
 * What a call to one of the lead or one-time-code endpoints came to: the answer, a captcha that gave no
 * token, a network failure or server error (5xx, unreadable answer), or a refusal the server explained.
 */
export type ApiOutcome<T> =
  { ok: true; data: T } | { ok: false; reason: 'captcha' | 'network' } | { ok: false; reason: 'rejected'; status: number; error: ApiError }

export type CallOptions = {
  /** The edition's language (en-IN, es-MX, en-US): the server localizes its messages from it. */
  htmlLang: string
  /** A fresh captcha token; rejects when none can be had. */
  getToken: () => Promise<string>
  fetch?: typeof fetch
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as ApiErrorBody | null)?.error
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string'
}

export async function readOutcome<T>(response: Pick<Response, 'status' | 'ok' | 'json'>): Promise<ApiOutcome<T>> {
  const body: unknown = await response.json().catch(() => undefined)
  if (response.ok && body !== undefined) return { ok: true, data: body as T }
  if (response.status >= 400 && response.status < 500 && isApiErrorBody(body))
    return { ok: false, reason: 'rejected', status: response.status, error: body.error }
  return { ok: false, reason: 'network' }
}

/** POSTs JSON with a fresh captcha token, as every lead-form and one-time-code call must. */
export async function postWithCaptcha<T>(path: string, body: unknown, { htmlLang, getToken, fetch: fetchImpl = fetch }: CallOptions): Promise<ApiOutcome<T>> {
  let token: string
  try {
    token = await getToken()
  } catch {
    return { ok: false, reason: 'captcha' }
  }
  try {
    const response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': htmlLang, [CAPTCHA_HEADER]: token },
      body: JSON.stringify(body),
    })
    return await readOutcome<T>(response)
  } catch {
    return { ok: false, reason: 'network' }
  }
}

/** `lead`: the domestic wizard's step 1, which the server stores as a partial lead once the phone is verified. */
export type OtpRecipient = {
  phone: string
  country: PhoneCountry
  recipientName?: string
  email?: string
  company?: string
  lead?: { businessType: string; turnover: string; website?: string; sourceUrl: string }
}
export type OtpSendAnswer = { status: number; result?: { requestId?: string } }
export type OtpVerifyAnswer = { status: number; result?: { verified?: boolean } }
export type LeadAnswer = { status: number; result?: { leadId?: string; download?: { url: string; fileName: string } } }

export function otpSendBody(recipient: OtpRecipient) {
  return { urlType: 'otp_generate', method: 'POST', data: { otpRequestType: 'PHONE', otpType: 'TERMSHEET', ...recipient, otpLength: OTP_LENGTH } } as const
}

export function otpVerifyBody(requestId: string, otp: string) {
  return { urlType: 'otp_verify', method: 'POST', data: { requestId, otp } } as const
}
