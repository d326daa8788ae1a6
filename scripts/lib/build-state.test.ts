import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildIsStale, buildRecordingSources } from './build-state'

const DIST = '.next-check'
let root: string
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}
/** What `next build` leaves that the check reads: BUILD_ID. */
const fakeBuild = async () => {
  write(`${DIST}/BUILD_ID`, 'id')
  return 0
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-state-'))
  write('src/app/page.tsx', 'export default function Page() {}')
  write('src/lib/format.test.ts', "it('formats')")
  write('messages/en-IN.json', '{}')
  write('package-lock.json', '{"lockfileVersion":3}')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('whether the build in a dist folder is stale', () => {
  it('is stale without a build, and not after one made from the same sources', async () => {
    expect(buildIsStale(DIST, root)).toBe(true)
    expect(await buildRecordingSources(DIST, fakeBuild, root)).toBe(0)
    expect(buildIsStale(DIST, root)).toBe(false)
  })

  it('is stale after a source file, a message or the lockfile changed, and not once the change is undone', async () => {
    await buildRecordingSources(DIST, fakeBuild, root)
    for (const [file, changed, original] of [
      ['src/app/page.tsx', 'export default function Page() { return 1 }', 'export default function Page() {}'],
      ['messages/en-IN.json', '{"a":"b"}', '{}'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}', '{"lockfileVersion":3}'],
    ]) {
      write(file!, changed!)
      expect(buildIsStale(DIST, root), file).toBe(true)
      write(file!, original!)
      expect(buildIsStale(DIST, root), file).toBe(false)
    }
    write('src/app/new-route.tsx', 'export {}')
    expect(buildIsStale(DIST, root)).toBe(true)
  })

  it('is not stale after a test file changed, or a file came and went (folder dates)', async () => {
    await buildRecordingSources(DIST, fakeBuild, root)
    write('src/lib/format.test.ts', "it('formats again')")
    write('src/lib/planted.ts', 'export {}')
    rmSync(path.join(root, 'src/lib/planted.ts'))
    expect(buildIsStale(DIST, root)).toBe(false)
  })

  it('records nothing when the build fails or a source changed while it ran', async () => {
    expect(await buildRecordingSources(DIST, async () => (await fakeBuild(), 1), root)).toBe(1)
    expect(buildIsStale(DIST, root)).toBe(true)
    await buildRecordingSources(
      DIST,
      async () => {
        write('src/app/page.tsx', 'edited during the build')
        return fakeBuild()
      },
      root,
    )
    expect(buildIsStale(DIST, root)).toBe(true)
    // A build that succeeds afterwards counts again, and a failed one makes the folder stale.
    await buildRecordingSources(DIST, fakeBuild, root)
    expect(buildIsStale(DIST, root)).toBe(false)
    await buildRecordingSources(DIST, async () => 1, root)
    expect(buildIsStale(DIST, root)).toBe(true)
  })
})
