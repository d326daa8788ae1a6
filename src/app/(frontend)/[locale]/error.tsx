'use client'
import { useParams } from 'next/navigation'
import { lazy, Suspense } from 'react'

// Every page carries this boundary and almost none shows it: its message's code and words load when a page fails.
const ErrorMessage = lazy(() => import('@/chrome/error/ErrorMessage.client').then((module) => ({ default: module.ErrorMessage })))

/** A page that failed on the server answers 500 with this in place of the page, in the edition layout. */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { locale } = useParams<{ locale: string }>()
  return (
    <Suspense>
      <ErrorMessage locale={locale} digest={error.digest} retry={retry} />
    </Suspense>
  )
}
