'use client'

import { useEffect } from 'react'

type Props = {
  /** The service worker's address (/offline-reading/sw.js). */
  worker: string
  /** The edition's blog (/blogs, /es-mx/blogs): the worker sees nothing outside it. */
  scope: string
  /** The message asking the worker to save a page it did not see load. */
  saveMessage: string
}

/**
 * Offline reading of the blog (src/features/resources/offline-reading): registers the service worker once the page has
 * loaded and the browser is idle. A page that loaded before the worker controlled it (the first blog page of
 * a visit) asks it to save the page, the blog page it was opened from and the files it loaded; every page asks
 * it to save its images, lazy ones below the fold included, so that it is whole offline.
 */
export function OfflineReading({ worker, scope, saveMessage }: Props) {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    const unsaved = !container.controller
    const idle = 'requestIdleCallback' in window
    let timer: number | undefined
    const register = () => {
      container
        .register(worker, { scope, updateViaCache: 'none' })
        .then(() => container.ready)
        .then((registration) => {
          // Images still waiting to scroll into view (next/image candidates are left to the browser's choice).
          const images = [...document.images].map((img) => img.currentSrc || (img.srcset ? '' : img.src))
          const loaded = unsaved ? performance.getEntriesByType('resource').map((entry) => entry.name) : []
          registration.active?.postMessage({ type: saveMessage, pages: unsaved ? [location.href, document.referrer] : [], assets: [...loaded, ...images] })
        })
        .catch(() => undefined)
    }
    const whenIdle = () => {
      timer = idle ? requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (timer === undefined) return
      if (idle) cancelIdleCallback(timer)
      else window.clearTimeout(timer)
    }
  }, [worker, scope, saveMessage])
  return null
}
