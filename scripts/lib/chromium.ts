import { accessSync, constants } from 'node:fs'

/**
 * The Chromium that the browser tests (playwright-core) and `bench/lighthouse.ts` drive: `CHROMIUM_PATH` (or
 * chrome-launcher's `CHROME_PATH`) when set, else Debian's. It must be a full Chromium: a headless shell (old
 * headless mode, such as the one `@sparticuz/chromium` ships) shows no push prompt and its service worker never
 * serves a page offline.
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Where the browser is, or undefined when there is none; throws when CHROMIUM_PATH names something that cannot run. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH || process.env.CHROME_PATH
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`CHROMIUM_PATH is ${configured}, which is not an executable file: point it at a Chromium or Chrome binary.`)
    return configured
  }
  return isExecutable(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined
}

/** The browser, or an error that names the command to install it. */
export function requireChromium(): string {
  const found = findChromium()
  if (!found) throw new Error('No Chromium: run `sudo apt-get install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.')
  return found
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}
