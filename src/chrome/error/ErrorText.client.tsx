'use client'
import { createContext, useContext, type ReactNode } from 'react'

/**
 * The error page's words in the page's edition. An error boundary renders in the browser, where the site sends no
 * message catalogue, so the edition layout hands them down (a few hundred bytes in each page's RSC payload).
 */
export type ErrorText = { title: string; description: string; retry: string; home: string; homeHref: string; reference: string }

const ErrorTextContext = createContext<ErrorText | null>(null)

export function ErrorTextProvider({ text, children }: { text: ErrorText; children: ReactNode }) {
  return <ErrorTextContext value={text}>{children}</ErrorTextContext>
}

export function useErrorText(): ErrorText {
  const text = useContext(ErrorTextContext)
  if (!text) throw new Error('The error page needs the edition layout’s ErrorTextProvider above it')
  return text
}
