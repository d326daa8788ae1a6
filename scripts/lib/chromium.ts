/**
 * The Chromium that the browser tests (playwright-core) and `bench/lighthouse.ts` drive, so that a machine with
 * nothing but Node runs them: `CHROMIUM_PATH` (or chrome-launcher's `CHROME_PATH`) when set, else Debian's
 * `/usr/bin/chromium`, else the headless Chromium that the npm package `@sparticuz/chromium` ships, unpacked on
 * first use under node_modules/.cache with the libraries it needs beyond glibc (NSS, expat) and a font.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createBrotliDecompress } from 'node:zlib'
import { extract } from 'tar-fs'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const PACKAGE = '@sparticuz/chromium'

export type ChromiumBinary = {
  executablePath: string
  /** Variables the browser process needs on top of the current environment (the packaged one's libraries and fonts). */
  env: Record<string, string>
}

export async function resolveChromium(): Promise<ChromiumBinary> {
  const configured = process.env.CHROMIUM_PATH || process.env.CHROME_PATH
  if (configured) return { executablePath: configured, env: {} }
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, env: {} }
  return packagedChromium()
}

async function packagedChromium(): Promise<ChromiumBinary> {
  // The package's exports hide its package.json and bin folder: both are found from its entry point.
  const packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve(PACKAGE)), '..', '..')
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
  const dir = path.resolve(packageDir, '..', '..', '.cache', `sparticuz-chromium-${version}`)
  if (!existsSync(dir)) await unpack(path.join(packageDir, 'bin'), dir)
  return {
    executablePath: path.join(dir, 'chromium'),
    env: {
      LD_LIBRARY_PATH: [path.join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: path.join(dir, 'fonts.conf'),
    },
  }
}

/** Unpacks into a folder of its own, then renames it into place, so that two processes never see half a browser. */
async function unpack(bin: string, dir: string) {
  const partial = `${dir}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  await Promise.all([
    pipeline(createReadStream(path.join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(path.join(partial, 'chromium'), { mode: 0o755 })),
    // Amazon Linux's NSS and expat, which the browser links against and a bare machine may lack.
    pipeline(createReadStream(path.join(bin, 'al2023.tar.br')), createBrotliDecompress(), extract(partial)),
    pipeline(createReadStream(path.join(bin, 'fonts.tar.br')), createBrotliDecompress(), extract(partial)),
  ])
  // The package's own fonts.conf names /tmp/fonts; this one names where the font is, and the system's fonts if any.
  writeFileSync(
    path.join(partial, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${path.join(dir, 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  )
  try {
    renameSync(partial, dir)
  } catch (error) {
    // Another process unpacked it first.
    rmSync(partial, { recursive: true, force: true })
    if (!existsSync(dir)) throw error
  }
}
