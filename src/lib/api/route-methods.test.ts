import { HTTP_METHODS } from 'next/dist/server/web/http'
import { describe, expect, it, vi } from 'vitest'
import enIn from '../../../messages/en-in.json'
import esMx from '../../../messages/es-mx.json'

vi.mock('server-only', () => ({}))
const { routeMethods } = await import('./route-methods')

const request = (method: string, language = 'en-IN') => new Request('http://localhost/api/x', { method, headers: { 'accept-language': language } })
const read = () => Response.json({ read: true })
const save = () => Response.json({ saved: true })

describe('routeMethods', () => {
  // A Next release that routes another method must get an answer for it here too, or Next answers it with a bare 405.
  it('answers every method Next routes', () => {
    expect(Object.keys(routeMethods({ GET: read })).sort()).toEqual([...HTTP_METHODS].sort())
  })

  it('answers a method the route does not take with 405, the methods it takes in Allow and a message in the caller’s language', async () => {
    const route = routeMethods({ GET: read })
    const answer = await route.PUT(request('PUT', 'es-MX'), {})
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await answer.json()).toEqual({
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: esMx.LeadForms.messages.methodNotAllowed.replace('{method}', 'PUT').replace('{allowed}', 'GET, HEAD, OPTIONS'),
      },
    })
  })

  it('answers HEAD with GET and OPTIONS with 204 and Allow, as Next does for a route that exports neither', async () => {
    const route = routeMethods({ GET: read })
    expect(route.HEAD).toBe(read)
    const options = await route.OPTIONS(request('OPTIONS'), {})
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('lists only the methods given for a route without GET, and keeps its own OPTIONS', async () => {
    const own = () => new Response(null, { status: 204, headers: { 'access-control-allow-methods': 'POST' } })
    const route = routeMethods({ POST: save, DELETE: save, OPTIONS: own })
    expect(route.POST).toBe(save)
    expect(route.OPTIONS).toBe(own)
    const answer = await route.GET(request('GET'), {})
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('DELETE, OPTIONS, POST')
    expect((await answer.json()).error.message).toBe(
      enIn.LeadForms.messages.methodNotAllowed.replace('{method}', 'GET').replace('{allowed}', 'DELETE, OPTIONS, POST'),
    )
    expect((await route.HEAD(request('HEAD'), {})).status).toBe(405)
  })
})
