'use client'

import { loader } from '@monaco-editor/react'
import { JSONField, ShimmerEffect } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

let monacoLoading: Promise<unknown> | undefined

/**
 * Payload's JSON field, shown once Monaco is loaded from this site. Payload's editor keeps its own copy of the
 * Monaco loader, which fetches from jsDelivr and takes no setting, but uses the `monaco` global it finds loaded;
 * this loads it first with the loader MonacoPaths configured.
 */
export const JsonField: JSONFieldClientComponent = (props) => {
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && 'monaco' in window)
  useEffect(() => {
    if (ready) return
    monacoLoading ??= loader.init()
    // Failing that, Payload's editor tries its own way.
    void monacoLoading.finally(() => setReady(true))
  }, [ready])
  return ready ? <JSONField {...props} /> : <ShimmerEffect height="6rem" />
}
