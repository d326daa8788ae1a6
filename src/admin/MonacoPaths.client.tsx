'use client'

import { loader } from '@monaco-editor/react'

/**
 * Points this site's copy of the Monaco loader, which JsonField starts, at `vs`. Set while rendering, before any
 * field's effect starts loading; the loader reads it once, when the first field mounts.
 */
export function MonacoPaths({ vs }: { vs: string }) {
  loader.config({ paths: { vs } })
  return null
}
