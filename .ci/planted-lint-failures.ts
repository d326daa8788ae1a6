/**
 * Proves that each lint tool fails the run on what it exists to catch: plants a file per tool, runs the tool the
 * way `npm run lint` does, and checks that it exits 1 (found something); the planted files are removed afterwards.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

type Plant = { tool: string; files: Record<string, string>; command: string[] }

const PLANTS: Plant[] = [
  {
    tool: 'eslint (an unused variable)',
    files: { 'src/lib/planted-eslint.ts': "const unused = 1\nexport const planted = 'eslint'\n" },
    command: ['eslint', '--max-warnings', '0', 'src/lib/planted-eslint.ts'],
  },
  {
    tool: 'prettier (unformatted code)',
    files: { 'src/lib/planted-prettier.ts': 'export const planted   =   "prettier" ;\n' },
    command: ['prettier', '--check', 'src/lib/planted-prettier.ts'],
  },
  {
    tool: 'dependency-cruiser (lib importing a feature)',
    files: { 'src/lib/planted-floor.ts': "export { EDITION_APR_METHOD } from '@/features/calculators/interest/full-cost'\n" },
    command: ['depcruise', 'src/lib/planted-floor.ts', '--config', '.dependency-cruiser.cjs'],
  },
  {
    tool: 'domain loops (two features importing each other)',
    files: {
      'src/features/planted-a/a.ts': "import { b } from '@/features/planted-b/b'\nexport const a = () => b\n",
      'src/features/planted-b/b.ts': "import { a } from '@/features/planted-a/a'\nexport const b = () => a\n",
    },
    command: ['tsx', 'scripts/lint/domain-loops.ts'],
  },
  {
    tool: 'knip (a file nothing imports)',
    files: { 'src/lib/planted-knip.ts': "export const planted = 'knip'\n" },
    command: ['knip', '--no-progress'],
  },
]

function main(): number {
  const bin = path.resolve('node_modules/.bin')
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` }
  const missed: string[] = []
  for (const plant of PLANTS) {
    for (const [file, text] of Object.entries(plant.files)) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, text)
    }
    try {
      const run = spawnSync(plant.command[0]!, plant.command.slice(1), { env, encoding: 'utf8' })
      // 1 is each tool's "found something"; anything else (0, or a crash) is not the finding.
      if (run.status !== 1) missed.push(`${plant.tool}: exit ${run.status}${run.error ? ` (${run.error.message})` : ''}`)
    } finally {
      for (const file of Object.keys(plant.files)) rmSync(file, { force: true })
      for (const dir of new Set(Object.keys(plant.files).map(path.dirname)))
        if (dir.startsWith('src/features/planted-')) rmSync(dir, { recursive: true, force: true })
    }
  }
  if (missed.length > 0) {
    console.error(`Planted lint failures passed unnoticed: ${missed.join('; ')}. A lint finding must fail the run.`)
    return 1
  }
  console.log(`Planted lint failures: each of the ${PLANTS.length} tools failed on its planted finding.`)
  return 0
}

process.exit(main())
