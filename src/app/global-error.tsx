'use client'
import { lazy, Suspense } from 'react'
import './(frontend)/globals.css'

// Every page carries this boundary (Next loads it as a chunk of its own) and almost none shows it: all it needs,
// the edition included, loads when it does.
const GlobalErrorMessage = lazy(() => import('@/chrome/error/ErrorMessage.client').then((module) => ({ default: module.GlobalErrorMessage })))

/**
 * When a root layout fails, Next shows this in its place. The edition layout reads the edition's tracking
 * providers (for the page's CSP and consent script), so a process that has not read them yet when the database
 * stops answering (one started during the outage) fails there, before a page's own error boundary can answer.
 * The visitor gets the same message, in the edition their address names. The admin's layout falls back here too.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html>
      <body>
        <Suspense>
          <GlobalErrorMessage digest={error.digest} retry={retry} />
        </Suspense>
      </body>
    </html>
  )
}
