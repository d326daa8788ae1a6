import type { EditionCode } from '../../src/i18n/editions'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { postFrom } from './post-from'
import { baseUrl, sql } from './system'

/** Solves the site's ALTCHA puzzle the way the widget does and answers the header value. */
export async function captchaToken(action: 'otp' | 'lead'): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl()}/api/captcha/challenge?action=${action}`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha not solved')
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

let ipCounter = 0
/** A fresh client address per test, so that per-address limits of one test do not touch another. */
export const nextIp = () => `198.51.100.${++ipCounter}`

type CallOptions = { token?: string | null; language?: string; ip?: string; action?: 'otp' | 'lead'; rawBody?: string; contentType?: string }

/** POSTs like the site's forms: JSON, the page language, a fresh captcha token (unless given or null). */
export async function post(path: string, body: unknown, options: CallOptions = {}) {
  const token = options.token === undefined ? await captchaToken(options.action ?? (path === '/api/otp' ? 'otp' : 'lead')) : options.token
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'accept-language': options.language ?? 'en-IN',
      'x-forwarded-for': options.ip ?? nextIp(),
      ...(token && { 'g-recaptcha-response': token }),
    },
    body: options.rawBody ?? JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as {
    status?: number
    result?: Record<string, unknown>
    error?: { code: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number }
  } | null
  return { status: response.status, json, headers: response.headers }
}

export const generateOtp = (
  phone: string,
  options: CallOptions & { country?: string; lead?: Record<string, unknown>; email?: string; company?: string; recipientName?: string } = {},
) =>
  post(
    '/api/otp',
    {
      urlType: 'otp_generate',
      method: 'POST',
      data: {
        ...{ otpRequestType: options.email ? 'EMAIL_WHATSAPP' : 'PHONE', otpType: 'TERMSHEET', phone, country: options.country ?? 'India', otpLength: 6 },
        ...{ lead: options.lead, email: options.email, company: options.company, recipientName: options.recipientName },
      },
    },
    options,
  )

/** The per-address limit on OTP sends (src/lib/abuse-limits/rules.ts: 10 in 10 minutes). */
export const OTP_SENDS_PER_ADDRESS = 10

/** A valid OTP send to `site` over a connection from `localAddress` (see postFrom), with the X-Forwarded-For given; answers the status. */
export async function sendOtpFrom(site: string, localAddress: string, forwardedFor: string): Promise<number> {
  const body = {
    urlType: 'otp_generate',
    method: 'POST',
    data: { otpRequestType: 'PHONE', otpType: 'TERMSHEET', phone: uniquePhone(), country: 'India', otpLength: 6 },
  }
  const headers = {
    'content-type': 'application/json',
    'accept-language': 'en-IN',
    'x-forwarded-for': forwardedFor,
    'g-recaptcha-response': await captchaToken('otp'),
  }
  return (await postFrom(localAddress, `${site}/api/otp`, headers, JSON.stringify(body))).status
}

/**
 * One OTP send more than the per-address limit allows, to `site` from `localAddress`, the i-th with the X-Forwarded-For
 * `forwardedFor(i)`: their statuses.
 */
export async function sendOtpsPastTheLimit(site: string, localAddress: string, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i <= OTP_SENDS_PER_ADDRESS; i++) statuses.push(await sendOtpFrom(site, localAddress, forwardedFor(i)))
  return statuses
}

export const verifyOtp = (requestId: string, otp: string, options: CallOptions = {}) =>
  post('/api/otp', { urlType: 'otp_verify', method: 'POST', data: { requestId, otp } }, options)

/** The latest code sent for a request or to a number, read where staff read it: the outbox. */
export async function codeFromOutbox(sentFor: { reference: string } | { to: string }): Promise<string> {
  const [column, value] = 'reference' in sentFor ? ['reference', sentFor.reference] : ['"to"', sentFor.to]
  for (let i = 0; i < 150; i++) {
    const [row] = await sql<{ body: string }>(`SELECT body FROM outbox_messages WHERE ${column} = $1 AND channel <> 'email' ORDER BY id DESC LIMIT 1`, [value])
    const code = row?.body.match(/\b\d{6}\b/)?.[0]
    if (code) return code
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`no code in the outbox for ${value}`)
}

/** Sends and verifies a code for a phone, answering the verified requestId. */
export async function verifiedRequest(phone: string, options: { country?: string; ip?: string; lead?: Record<string, unknown> } = {}): Promise<string> {
  const sent = await generateOtp(phone, options)
  if (sent.status !== 200) throw new Error(`otp_generate answered ${sent.status}: ${JSON.stringify(sent.json)}`)
  const requestId = sent.json!.result!.requestId as string
  const verified = await verifyOtp(requestId, await codeFromOutbox({ reference: requestId }), { ip: options.ip })
  if (verified.status !== 200) throw new Error(`otp_verify answered ${verified.status}: ${JSON.stringify(verified.json)}`)
  return requestId
}

/** The context fields every form sends. */
export const context = (path = '/') => ({ sourceUrl: `${baseUrl()}${path}`, startedAt: Date.now() - 30_000, referralCode: '' })

/** The calling code each edition's forms start with. */
export const EDITION_DIAL = { 'en-in': '+91', 'es-mx': '+52', 'en-us': '+1' } as const satisfies Record<EditionCode, string>
type Dial = (typeof EDITION_DIAL)[EditionCode]

/** Leading digits that make a real number in the calling code's country (the server checks with libphonenumber). */
const REAL_NUMBER_PREFIX: Record<Dial, string> = { '+91': '9', '+52': '55', '+1': '2125' }

/** A ten-digit number unlikely to repeat within a run, real in the calling code's country (India's by default). */
export const uniquePhone = (dial: Dial = '+91') => {
  const prefix = REAL_NUMBER_PREFIX[dial]
  return `${prefix}${`${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`.slice(-(10 - prefix.length))}`
}

export async function countLeads(): Promise<number> {
  const [row] = await sql<{ n: string }>('SELECT count(*) AS n FROM leads')
  return Number(row!.n)
}
