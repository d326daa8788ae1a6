import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No test skips itself: a missing part (a browser, Redis, HAProxy, the data files) makes `npm test` install it or
 * stop with the command to run (scripts/test-prerequisites.ts), never a test that passes by not running.
 */
const ROOTS = ['src', 'scripts', 'messages', 'tests']
const SKIPPING = /\b(?:it|test|describe|suite)\s*\.\s*(?:skip|skipIf|runIf|todo)\b|\.\s*skip\s*\(\s*\)/

function skippingLines(source: string): string[] {
  return source.split('\n').filter((line) => SKIPPING.test(line))
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file)
    return entry.name.endsWith('.test.ts') ? [file] : []
  })
}

describe('the test suite', () => {
  it('recognises a skipped test', () => {
    expect(skippingLines("describe.skipIf(!installed)('x', () => {})\nit.skip('y')\nit('z', (ctx) => ctx.skip())\nit.todo('w')")).toHaveLength(4)
    expect(skippingLines("it('skips junk rows', () => {})\nconst skipped = report.skipped")).toEqual([])
  })

  it('skips no test', () => {
    const files = ROOTS.flatMap(testFiles).filter((file) => file !== path.join('scripts', 'no-skipped-tests.test.ts'))
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => skippingLines(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`))).toEqual([])
  })
})
