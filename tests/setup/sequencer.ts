import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The setup file of the projects whose files run one at a time (vitest.config.ts). */
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
