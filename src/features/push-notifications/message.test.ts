import { describe, expect, it } from 'vitest'
import { readPushMessage } from './message'

const ORIGIN = 'https://www.northwind.example'

describe('readPushMessage', () => {
  it('reads a message of ours and makes its link absolute', () => {
    expect(readPushMessage({ title: 'T', body: 'B', url: '/blogs/x', icon: '/icon.svg', tag: 'push-1' }, ORIGIN)).toEqual({
      title: 'T',
      body: 'B',
      url: 'https://www.northwind.example/blogs/x',
      icon: '/icon.svg',
      tag: 'push-1',
    })
  })

  it('refuses a link to another origin and data that is not a message', () => {
    expect(readPushMessage({ title: 'T', body: 'B', url: 'https://evil.example/' }, ORIGIN)).toBeNull()
    expect(readPushMessage({ title: 'T', body: 'B', url: 'javascript:alert(1)' }, ORIGIN)).toBeNull()
    expect(readPushMessage({ title: '', body: 'B', url: '/' }, ORIGIN)).toBeNull()
    expect(readPushMessage('hello', ORIGIN)).toBeNull()
    expect(readPushMessage(null, ORIGIN)).toBeNull()
  })
})
