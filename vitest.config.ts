import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = { '@': path.resolve(import.meta.dirname, 'src'), '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') }

const SYSTEM_TESTS = ['tests/int/**/*.test.ts', 'tests/e2e/**/*.test.ts']
/**
 * Where .ci/planted-failures.ts plants a failing test for the projects that list their files by name (there only
 * while it runs): it proves that a failure fails the run in every project.
 */
export const PLANTED_FAILURES_LISTED = {
  'unit-isolated': 'scripts/planted-failure-isolated.test.ts',
  'system-alone': 'tests/int/planted-failure-alone.test.ts',
} as const
/**
 * System test files that change what other files read or hold something of their own: content and settings
 * (CMS edits, tracking settings, rate cards, a published post, the seed run again), the CRM fake's port. They run
 * one at a time, after the others, beside the unit tests. (The cluster test runs with the others: its database is
 * a copy of its own.)
 */
const SYSTEM_TESTS_ALONE = [
  'tests/int/cms.test.ts',
  // A second job worker (the compiled one) runs a moment: only while no other file queues jobs.
  'tests/int/compiled-entries.test.ts',
  'tests/int/lead-capture.test.ts',
  'tests/int/push-notifications.test.ts',
  'tests/int/resources.test.ts',
  'tests/int/seed.test.ts',
  'tests/int/security-headers.test.ts',
  'tests/int/shipping-api.test.ts',
  'tests/e2e/admin-publishing.test.ts',
  'tests/e2e/consent.test.ts',
  PLANTED_FAILURES_LISTED['system-alone'],
]
export const UNIT_TESTS = [
  'cache-handler.test.ts',
  'vitest.config.test.ts',
  'src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'messages/**/*.test.ts',
  'deploy/**/*.test.ts',
  'bench/**/*.test.ts',
]
/**
 * Unit test files that replace modules the code under test imports (vi.mock), set environment variables read when a
 * module loads (vi.stubEnv) or replace globals: each gets modules of its own, as a file that runs after another in
 * the same worker would otherwise get the modules that file loaded (scripts/unit-test-isolation.test.ts finds any
 * such file missing here).
 */
export const UNIT_TESTS_ISOLATED = [
  'cache-handler.test.ts',
  'src/app/(frontend)/api/captcha/challenge/route.test.ts',
  'src/features/calculators/shipment/estimate.test.ts',
  'src/features/resources/feeds.test.ts',
  'src/lib/captcha/service.test.ts',
  'src/lib/logger.test.ts',
  'src/lib/social-card/social-card.test.ts',
  // Loads drizzle-kit's API, which adds enumerable methods to Array.prototype and String.prototype (pdf.js then
  // refuses to read a PDF in the same worker).
  'scripts/lib/migrations-snapshot.test.ts',
  PLANTED_FAILURES_LISTED['unit-isolated'],
]
/**
 * After the system tests that share the server, in the group whose files must run one at a time (system-alone,
 * data): a group shares two workers, and those files use about one core, so the unit tests take the other
 * (tests/setup/one-file-at-a-time.ts holds the rest back, OneAtATimeBesideTheRest orders the files).
 */
const unit = { environment: 'node' as const, env: { SITE_URL: 'http://localhost:3000' }, maxWorkers: 2, sequence: { groupOrder: 2 } }
// Integration (tests/int) and browser (tests/e2e) tests share one database and one production server.
const system = { environment: 'node' as const, globalSetup: ['tests/setup/global-setup.ts'], testTimeout: 60_000, hookTimeout: 120_000 }

/** The setup file of the projects whose files run one at a time. */
export const ONE_FILE_AT_A_TIME = 'tests/setup/one-file-at-a-time.ts'

const runsOneAtATime = (spec: TestSpecification) => spec.project.config.setupFiles.some((file) => file.endsWith(ONE_FILE_AT_A_TIME))

/**
 * Vitest's order (longest or largest first) with one change for the projects whose files run one at a time
 * (tests/setup/one-file-at-a-time.ts): the first file of each goes first, then the files that may run beside them
 * (the unit tests), then their other files, taking each project in turn. In vitest's order both workers would take
 * files of one such project together, and one would wait for the other while the rest queued behind them.
 */
export class OneAtATimeBesideTheRest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // rounds[i]: the i-th file of each such project
    const rounds: TestSpecification[][] = []
    const counts = new Map<string, number>()
    for (const spec of sorted.filter(runsOneAtATime)) {
      const i = counts.get(spec.project.name) ?? 0
      counts.set(spec.project.name, i + 1)
      ;(rounds[i] ??= []).push(spec)
    }
    const [firsts = [], ...later] = rounds
    return [...firsts, ...sorted.filter((spec) => !runsOneAtATime(spec)), ...later.flat()]
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: OneAtATimeBesideTheRest },
    projects: [
      {
        resolve: { alias },
        // Each worker keeps the modules it has loaded from one file to the next (vitest's per-file isolation off):
        // the unit tests share no state through them, and loading every file's modules anew was two thirds of their time.
        test: { ...unit, name: 'unit', include: UNIT_TESTS, exclude: UNIT_TESTS_ISOLATED, isolate: false },
      },
      { resolve: { alias }, test: { ...unit, name: 'unit-isolated', include: UNIT_TESTS_ISOLATED } },
      {
        resolve: { alias },
        test: {
          // Reference data (tests/data): importer and search service on their own embedded PostgreSQL.
          name: 'data',
          include: ['tests/data/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/data/global-setup.ts'],
          setupFiles: ['tests/data/setup-env.ts', ONE_FILE_AT_A_TIME],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time, beside the system tests that run alone (their own database, nothing shared).
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        // Two files at a time: on two cores a browser journey and the server leave room for a second one.
        test: { ...system, name: 'system', include: SYSTEM_TESTS, exclude: SYSTEM_TESTS_ALONE, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      {
        resolve: { alias },
        test: {
          ...system,
          name: 'system-alone',
          include: SYSTEM_TESTS_ALONE,
          setupFiles: [ONE_FILE_AT_A_TIME],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
