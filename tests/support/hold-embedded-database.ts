/**
 * Holds an embedded database the way the launcher does, for scripts/lib/embedded-db.test.ts: started (or joined)
 * on the data folder and port it is given, it prints "ready", and on SIGINT it waits a moment, as the launcher
 * waits for its web processes, before stopping the server it started.
 */
import { startEmbeddedDatabase } from '../../scripts/lib/embedded-db'

const [dataDir = '', port = ''] = process.argv.slice(2)
const database = await startEmbeddedDatabase({ dataDir, port: Number(port), database: 'held' })
console.log('ready')
process.once('SIGINT', () => {
  setTimeout(() => void database.stop().then(() => process.exit(0)), 1500)
})
