import { afterAll, describe, expect, it, vi } from 'vitest'
import enIn from '../../../../../../messages/en-in.json'
import esMx from '../../../../../../messages/es-mx.json'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload', () => ({ getPayloadClient: vi.fn() }))
vi.stubEnv('CAPTCHA_PROVIDER', 'altcha')

const { GET, dynamic } = await import('./route')

afterAll(() => {
  vi.unstubAllEnvs()
})

function get(query: string, headers: Record<string, string> = {}): Promise<Response> {
  return GET(new Request(`http://localhost:3000/api/captcha/challenge${query}`, { headers }))
}

describe('GET /api/captcha/challenge', () => {
  it('is rendered per request', () => {
    expect(dynamic).toBe('force-dynamic')
  })

  it('returns a signed ALTCHA challenge for the action, never cached', async () => {
    const response = await get('?action=otp')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const challenge = await response.json()
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', data: { action: 'otp' } })
  })

  it('returns a different challenge each time', async () => {
    const [a, b] = await Promise.all([get('?action=lead'), get('?action=lead')].map(async (r) => (await r).json()))
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce)
  })

  it('answers 404 while another provider is configured', async () => {
    vi.resetModules()
    vi.stubEnv('CAPTCHA_PROVIDER', 'turnstile')
    const route = await import('./route')
    const response = await route.GET(new Request('http://localhost:3000/api/captcha/challenge?action=lead'))
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: enIn.LeadForms.messages.captchaNotUsed } })
  })

  it.each(['', '?action=', '?action=signup'])('refuses %j with 400 in the caller’s language, as the other public APIs do', async (query) => {
    const response = await get(query, { 'accept-language': 'es-MX' })
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { invalidRequest, choiceInvalid } = esMx.LeadForms.messages
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: invalidRequest, fields: { action: choiceInvalid } } })
  })
})
