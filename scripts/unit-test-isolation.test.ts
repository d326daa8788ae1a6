import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { UNIT_TESTS, UNIT_TESTS_ISOLATED } from '../vitest.config'

/**
 * The unit tests share their worker's modules from file to file (vitest.config.ts): a file that replaces a module,
 * an environment variable read when a module loads, or a global must be one of the isolated files, or it would test
 * what an earlier file loaded and leave its replacements to the next.
 */
const REPLACING = /\bvi\s*\.\s*(?:doMock|stubEnv|stubGlobal|resetModules)\s*\(|\bvi\s*\.\s*mock\s*\(\s*['"](?!server-only['"])/

function replacingLines(source: string): string[] {
  return source.split('\n').filter((line) => REPLACING.test(line))
}

describe('the unit tests that share modules', () => {
  it('recognises a file that replaces a module, the environment or a global', () => {
    const lines = "vi.mock('@/lib/payload', () => ({}))\nvi.stubEnv('A', 'b')\nvi.stubGlobal('fetch', f)\nvi.doMock('./x')\nvi.resetModules()"
    expect(replacingLines(lines)).toHaveLength(5)
    expect(replacingLines("vi.mock('server-only', () => ({}))\nvi.spyOn(console, 'info')\nvi.fn()")).toEqual([])
  })

  it('replace nothing: each file that does runs isolated', () => {
    const shared = globSync(UNIT_TESTS, { exclude: ['**/node_modules/**', 'scripts/unit-test-isolation.test.ts', ...UNIT_TESTS_ISOLATED] })
    expect(shared.length).toBeGreaterThan(100)
    expect(shared.flatMap((file) => replacingLines(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`))).toEqual([])
  })
})
