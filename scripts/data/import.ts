/**
 * Imports the reference data (HS 2022, India HSN, US HTS, countries; for the shipment estimate the ports,
 * container specifications, transit times and emission factors) from DATA_DIR into the `reference` schema.
 * Run through the launcher, which starts the database and applies migrations first:
 *
 *   npm run data:import              import what changed since the last import
 *   npm run data:import -- --force   re-import everything
 *   npm run data:import -- --sources print the official download addresses
 *   tsx scripts/data/import.ts --missing   what `npm start` runs: import only the datasets the database has never
 *                                          had (all of them into a new database; a dataset added in a later
 *                                          release into an existing one), leaving the imported ones alone
 */
import '../lib/load-env'
import { exitWhenDone } from '../lib/exit-when-done'
import { runReferenceImport } from './run-import'

exitWhenDone(runReferenceImport(process.argv.slice(2)), 'Import failed, nothing changed:')
