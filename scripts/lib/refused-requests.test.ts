import { HTTP_METHODS } from 'next/dist/server/web/http'
import { describe, expect, it } from 'vitest'
import { isRefusedMethod, ROUTED_METHODS } from './refused-requests'

describe('the methods the web process refuses before Next', () => {
  // A Next release that routes another method (or stops routing one) must change what the web process refuses.
  it('are all but those Next routes', () => {
    expect([...ROUTED_METHODS].sort()).toEqual([...HTTP_METHODS].sort())
    for (const method of HTTP_METHODS) expect(isRefusedMethod(method), method).toBe(false)
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PURGE', 'SEARCH', 'QUERY', 'get', undefined]) expect(isRefusedMethod(method), method).toBe(true)
  })
})
