/**
 * Holds an embedded database the way the launcher does, for scripts/lib/embedded-db.test.ts: started (or joined)
 * on the data folder and port it is given, it prints "ready", then as its third argument says:
 * - `hold` (the default): on SIGINT it waits a moment, as the launcher waits for its web processes, before stopping
 *   the server it started;
 * - `stop-and-end`: it stops the server and ends by emptying its event loop, as a benchmark does;
 * - `exit-without-stop`: it calls `process.exit(0)` with the server still running, as a failed script does.
 */
import { startEmbeddedDatabase } from '../../scripts/lib/embedded-db'

const [dataDir = '', port = '', mode = 'hold'] = process.argv.slice(2)
const database = await startEmbeddedDatabase({ dataDir, port: Number(port), database: 'held' })
console.log('ready')
if (mode === 'stop-and-end') await database.stop()
else if (mode === 'exit-without-stop') process.exit(0)
else
  process.once('SIGINT', () => {
    setTimeout(() => void database.stop().then(() => process.exit(0)), 1500)
  })
