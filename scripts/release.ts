/**
 * The release step, run once per release before the new version serves (the Kubernetes Job, the compose file's
 * `release` service, `npm run release`), never by a web process or the worker as it starts:
 *   1. applies the committed migrations;
 *   2. imports the reference data that changed since the last import (DATA_DIR);
 *   3. with --seed-demo, seeds the demo content into an empty database (refused in production).
 * --missing imports only the datasets the database has never had (how `npm start` keeps its start short).
 *
 *   node --conditions=react-server dist/release.mjs            (the image)
 *   npm run release [-- --seed-demo]                           (this checkout: the embedded database unless DATABASE_URL)
 */
import './lib/load-env'
import { env, refuseDevelopmentDefaults } from '../src/env'
import { runReferenceImport } from './data/run-import'
import { prepareDatabase } from './lib/prepare'
import { exitWhenDone } from './lib/exit-when-done'

async function release(args: string[]): Promise<number> {
  refuseDevelopmentDefaults()
  const seedDemo = args.includes('--seed-demo')
  if (seedDemo && env.DEPLOY_ENV === 'production') {
    console.error('--seed-demo: the demo content (with its public admin password) is never seeded in production.')
    return 2
  }
  await prepareDatabase(seedDemo ? 'if-empty' : 'never')
  console.log('[release] migrations applied; importing the reference data.')
  const imported = await runReferenceImport(args.includes('--missing') ? ['--missing'] : [])
  if (imported === 0) console.log('[release] done.')
  return imported
}

exitWhenDone(release(process.argv.slice(2)), '[release] failed:')
