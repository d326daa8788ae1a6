import { describe, expect, it, vi } from 'vitest'
import esMx from '../../../messages/es-mx.json'
import { readJsonBody } from './read-json'

vi.mock('server-only', () => ({}))
const { handlePublicCall } = await import('./respond')

const post = (body: string, contentType: string) =>
  handlePublicCall(
    new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': contentType, 'accept-language': 'es-MX' } }),
    (_) => readJsonBody(new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': contentType } })) as Promise<object>,
  )

describe('readJsonBody, answered through the public APIs', () => {
  it('refuses a body that is not JSON with 415 and says how to send it, in the caller’s language', async () => {
    const response = await post('name=Ana', 'application/x-www-form-urlencoded')
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: esMx.LeadForms.messages.jsonRequired } })
  })

  it('refuses JSON that does not parse with 400 and no talk of highlighted fields', async () => {
    const response = await post('{"name":', 'application/json')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'INVALID_REQUEST', message: esMx.LeadForms.messages.requestUnreadable } })
  })

  it('reads JSON sent with a charset', async () => {
    const response = await post('{"name":"Ana"}', 'application/json; charset=utf-8')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 200, result: { name: 'Ana' } })
  })
})
