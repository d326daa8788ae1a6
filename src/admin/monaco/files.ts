import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Monaco's build as its npm package ships it. Payload's code editor (the admin's JSON fields) loads it from
 * jsDelivr unless told otherwise: a request outside the site, and an empty field where the admin
 * cannot reach that CDN.
 */
const PACKAGE_DIRECTORY = path.join(process.cwd(), 'node_modules', 'monaco-editor')
const VS_DIRECTORY = path.join(PACKAGE_DIRECTORY, 'min', 'vs')
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
}

let version: Promise<string> | undefined
/** The installed version, which the files' addresses carry so that a browser may keep them for good. */
export function monacoVersion(): Promise<string> {
  version ??= readFile(path.join(PACKAGE_DIRECTORY, 'package.json'), 'utf8').then((text) => (JSON.parse(text) as { version: string }).version)
  return version
}

/** The address of Monaco's `vs` folder on this site. */
export async function monacoVsPath(): Promise<string> {
  return `/admin-assets/monaco/${await monacoVersion()}/vs`
}

/** A file of the `vs` folder by its path segments; undefined for a name outside it, of another kind, or missing. */
export async function readMonacoFile(segments: readonly string[]): Promise<{ body: Buffer; contentType: string } | undefined> {
  if (segments.length === 0 || segments.some((segment) => !/^[\w-][\w.-]*$/.test(segment))) return undefined
  const file = path.join(VS_DIRECTORY, ...segments)
  const contentType = CONTENT_TYPES[path.extname(file)]
  if (!contentType || !file.startsWith(VS_DIRECTORY + path.sep)) return undefined
  try {
    return { body: await readFile(file), contentType }
  } catch {
    return undefined
  }
}
