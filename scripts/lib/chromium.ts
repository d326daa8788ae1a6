import { accessSync, constants } from 'node:fs'

/**
 * The Chromium builds that the browser tests (playwright-core) and `bench/lighthouse.ts` drive. `CHROMIUM_PATH` (or
 * chrome-launcher's `CHROME_PATH`), when set, serves for everything. Otherwise Debian's packages: the full `chromium`
 * for Lighthouse and for tests of the Push API (a headless shell, such as the one `@sparticuz/chromium` ships, shows
 * no push prompt), and `chromium-headless-shell` for the other browser tests: it renders the same pages with about a
 * third less CPU, and a browser test spends most of its time there.
 */
export type ChromiumKind = 'full' | 'headless-shell'

const SYSTEM_CHROMIUM: Record<ChromiumKind, { path: string; debianPackage: string }> = {
  full: { path: '/usr/bin/chromium', debianPackage: 'chromium' },
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
}

/** Where the browser is, or undefined when there is none; throws when CHROMIUM_PATH names something that cannot run. */
export function findChromium(kind: ChromiumKind = 'full'): string | undefined {
  const configured = process.env.CHROMIUM_PATH || process.env.CHROME_PATH
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`CHROMIUM_PATH is ${configured}, which is not an executable file: point it at a Chromium or Chrome binary.`)
    return configured
  }
  const { path } = SYSTEM_CHROMIUM[kind]
  return isExecutable(path) ? path : undefined
}

/** The browser, or an error that names the command to install it. */
export function requireChromium(kind: ChromiumKind = 'full'): string {
  const found = findChromium(kind)
  if (!found)
    throw new Error(`No Chromium: run \`sudo apt-get install ${SYSTEM_CHROMIUM[kind].debianPackage}\`, or set CHROMIUM_PATH to a Chromium or Chrome binary.`)
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
