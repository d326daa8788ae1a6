'use client'

import { loader } from '@monaco-editor/react'

/**
 * Points the Monaco loader Payload's code editor shares at `vs`. Set while rendering, before any editor's effect
 * starts loading; the loader reads it once, when the first editor mounts.
 */
export function MonacoPaths({ vs }: { vs: string }) {
  loader.config({ paths: { vs } })
  return null
}
