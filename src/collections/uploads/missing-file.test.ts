import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { notFoundWhenFileIsMissing } from './missing-file'

const dir = mkdtempSync(path.join(tmpdir(), 'uploads-'))
writeFileSync(path.join(dir, 'logo.png'), 'png')
mkdirSync(path.join(dir, 'folder'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const request = { t: (key: string) => `translated ${key}`, headers: new Headers(), payload: { config: { cors: [] } } } as unknown as PayloadRequest
const handler = notFoundWhenFileIsMissing(dir)
const ask = (filename: string) => handler(request, { doc: { id: 1 }, params: { collection: 'media', filename } })

describe('notFoundWhenFileIsMissing', () => {
  it('leaves a file that exists to Payload', async () => {
    expect(await ask('logo.png')).toBeUndefined()
  })

  it('answers 404 with Payload\u2019s translated message for a missing file, a folder or a path through a file', async () => {
    for (const name of ['missing.png', 'folder', 'logo.png/x.png', `${'a'.repeat(300)}.png`]) {
      const response = await ask(name)
      expect(response?.status).toBe(404)
      expect(await response?.json()).toEqual({ errors: [{ message: 'translated error:notFound' }] })
    }
  })

  it('leaves a path outside the folder to Payload, which refuses it', async () => {
    expect(await ask('../outside.png')).toBeUndefined()
  })
})
