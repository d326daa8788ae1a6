'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useState } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { StatusMessage } from '@/components/ui/StatusMessage'
import { DEFAULT_EDITION, getEdition, isEditionCode, splitEditionPath } from '@/i18n/editions'
import { loadErrorText, type ErrorText } from './error-text'
import { restoreInlinedStylesheets } from './restore-inlined-stylesheets'

/**
 * What a visitor sees when a page fails on the server (a database that does not answer, a bug): the edition's
 * words, a way to try again, and the reference the server logged the failure under, for support. `locale` is the
 * page's `[locale]` segment.
 */
export function ErrorMessage({ locale, digest, retry }: { locale: string; digest?: string; retry: () => void }) {
  const edition = isEditionCode(locale) ? locale : DEFAULT_EDITION
  const [text, setText] = useState<ErrorText>()
  useLayoutEffect(() => restoreInlinedStylesheets(document), [])
  useEffect(() => {
    let shown = true
    void loadErrorText(edition).then((loaded) => shown && setText(loaded))
    return () => {
      shown = false
    }
  }, [edition])
  if (!text) return null
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <StatusMessage
        title={text.title}
        description={text.description}
        note={
          digest && (
            <>
              {text.reference} <code>{digest}</code>
            </>
          )
        }
      >
        <button type="button" onClick={retry} className={buttonStyles.primary}>
          {text.retry}
        </button>
        <a href={text.homeHref} className={buttonStyles.secondary}>
          {text.home}
        </a>
      </StatusMessage>
    </main>
  )
}

/**
 * The message of the global error boundary (src/app/global-error.tsx), which has no `[locale]` segment: the edition
 * is the one the address names, and it gives the page, rendered without the edition layout, its language.
 */
export function GlobalErrorMessage({ digest, retry }: { digest?: string; retry: () => void }) {
  const { edition } = splitEditionPath(usePathname() ?? '/')
  useLayoutEffect(() => {
    document.documentElement.lang = getEdition(edition).htmlLang
  }, [edition])
  return <ErrorMessage locale={edition} digest={digest} retry={retry} />
}
