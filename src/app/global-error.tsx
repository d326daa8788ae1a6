'use client'
import { usePathname } from 'next/navigation'
import { lazy, Suspense } from 'react'
import { getEdition, splitEditionPath } from '@/i18n/editions'
import './(frontend)/globals.css'

// As in the pages' error boundary ((frontend)/[locale]/error.tsx): the message's code and words load only on a failure.
const ErrorMessage = lazy(() => import('@/chrome/error/ErrorMessage.client').then((module) => ({ default: module.ErrorMessage })))

/**
 * When a root layout fails, Next shows this in its place. The edition layout reads the edition's tracking
 * providers (for the page's CSP and consent script), so a process that has not read them yet when the database
 * stops answering (one started during the outage) fails there, before a page's own error boundary can answer.
 * The visitor gets the same message, in the edition their address names. The admin's layout falls back here too.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { edition } = splitEditionPath(usePathname() ?? '/')
  return (
    <html lang={getEdition(edition).htmlLang}>
      <body>
        <Suspense>
          <ErrorMessage locale={edition} digest={error.digest} retry={retry} />
        </Suspense>
      </body>
    </html>
  )
}
