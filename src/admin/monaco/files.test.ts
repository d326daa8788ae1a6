import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { monacoVersion, monacoVsPath, readMonacoFile } = await import('./files')

describe('Monaco’s files, served to the admin', () => {
  it('reads the loader, the editor and its stylesheet of the installed version', async () => {
    expect(await monacoVsPath()).toBe(`/admin-assets/monaco/${await monacoVersion()}/vs`)
    expect((await readMonacoFile(['loader.js']))?.contentType).toBe('text/javascript; charset=utf-8')
    expect((await readMonacoFile(['editor', 'editor.main.css']))?.contentType).toBe('text/css; charset=utf-8')
  })

  it('reads nothing outside the vs folder, of another kind, or missing', async () => {
    for (const segments of [
      [],
      ['..', 'package.json'],
      ['..', '..', 'package.json'],
      ['.', 'loader.js'],
      ['%2e%2e', 'x.js'],
      ['a/b.js'],
      ['loader.js.map'],
      ['missing.js'],
      ['editor'],
    ]) {
      expect(await readMonacoFile(segments), segments.join('/')).toBeUndefined()
    }
  })
})
