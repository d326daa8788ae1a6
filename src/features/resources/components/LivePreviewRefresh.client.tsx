'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live preview (draft mode only): tells the admin the page is ready and re-renders the page
 * from the server each time the editor's draft is saved. Payload's own listener package is not published for
 * this Payload version; this is the same protocol (`payload-live-preview` ready, `payload-document-event`).
 */
export function LivePreviewRefresh({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  useEffect(() => {
    const origin = new URL(serverUrl).origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(window.opener ?? window.parent)?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverUrl])
  return null
}
