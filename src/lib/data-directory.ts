import { existsSync } from 'node:fs'

/** Where the reference data files sit in the development checkout (next to the project). */
const SHARED_DATA_DIR = '../shared/data'

/**
 * The official data files' folder: DATA_DIR when set, else the shared folder when it is there. Node's modules only:
 * scripts/test-prerequisites.ts checks it before the project's packages are installed.
 */
export function dataDirectory(configured: string | undefined): string | undefined {
  return configured ?? (existsSync(SHARED_DATA_DIR) ? SHARED_DATA_DIR : undefined)
}
