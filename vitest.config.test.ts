import type { TestSpecification, Vitest } from 'vitest/node'
import { describe, expect, it } from 'vitest'
import { ONE_FILE_AT_A_TIME, OneAtATimeBesideTheRest } from './vitest.config'

const noHistory = { cache: { getFileTestResults: () => undefined, getFileStats: () => undefined }, config: { root: '/repo' } } as unknown as Vitest

function spec(project: string, file: string, oneAtATime: boolean): TestSpecification {
  const setupFiles = oneAtATime ? [`/repo/${ONE_FILE_AT_A_TIME}`] : []
  return {
    moduleId: `/repo/${file}`,
    project: { name: project, config: { setupFiles, isolate: true, sequence: { groupOrder: 2 } } },
  } as unknown as TestSpecification
}

describe('the order of the group whose files run one at a time', () => {
  it('starts one file of each such project, then the rest beside them, then their other files in turn', async () => {
    const files = [
      spec('data', 'tests/data/a.test.ts', true),
      spec('data', 'tests/data/b.test.ts', true),
      spec('data', 'tests/data/c.test.ts', true),
      spec('system-alone', 'tests/int/x.test.ts', true),
      spec('system-alone', 'tests/int/y.test.ts', true),
      spec('unit', 'src/u.test.ts', false),
      spec('unit', 'src/v.test.ts', false),
    ]
    const sorted = await new OneAtATimeBesideTheRest(noHistory).sort(files)
    expect(sorted.map((s) => s.moduleId.replace('/repo/', ''))).toEqual([
      'tests/data/a.test.ts',
      'tests/int/x.test.ts',
      'src/u.test.ts',
      'src/v.test.ts',
      'tests/data/b.test.ts',
      'tests/int/y.test.ts',
      'tests/data/c.test.ts',
    ])
  })
})
