/**
 * Preloaded (NODE_OPTIONS=--require) by bench/page-throughput.ts with BENCH_CPU_PROF set: node refuses --cpu-prof in
 * NODE_OPTIONS, so this starts V8's sampling profiler through the inspector in every process whose command line
 * contains BENCH_CPU_PROF_MATCH and writes a .cpuprofile (Chrome DevTools' format) to BENCH_CPU_PROF when it exits.
 */
const { Session } = require('node:inspector')
const { writeFileSync, mkdirSync } = require('node:fs')
const path = require('node:path')

const dir = process.env.BENCH_CPU_PROF
const match = process.env.BENCH_CPU_PROF_MATCH ?? ''
if (dir && process.argv.join(' ').includes(match)) {
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.start')
  process.on('exit', () => {
    // An in-process inspector session answers synchronously, so the profile is written before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (error) return
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile))
    })
  })
}
