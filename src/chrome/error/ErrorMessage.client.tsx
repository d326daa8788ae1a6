'use client'
import { useLayoutEffect } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { StatusMessage } from '@/components/ui/StatusMessage'
import { useErrorText } from './ErrorText.client'
import { restoreInlinedStylesheets } from './restore-inlined-stylesheets'

/**
 * What a visitor sees when a page fails on the server (a database that does not answer, a bug): the edition's
 * words, a way to try again, and the reference the server logged the failure under, for support.
 */
export function ErrorMessage({ digest, retry }: { digest?: string; retry: () => void }) {
  const text = useErrorText()
  useLayoutEffect(() => restoreInlinedStylesheets(document), [])
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
