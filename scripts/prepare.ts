import './lib/load-env'
import { prepareDatabase, type SeedMode } from './lib/prepare'

const mode = (process.argv[2] ?? 'if-empty') as SeedMode
await prepareDatabase(mode)
process.exit(0)
