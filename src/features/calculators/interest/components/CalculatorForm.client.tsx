'use client'

import { useRouter } from 'next/navigation'
import { useTransition, type FormEvent, type ReactNode } from 'react'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { formQuery } from '../form-query'

type Props = { action: string; className?: string; labelledBy: string; children: ReactNode }

/**
 * The calculator's GET form (its fields are server-rendered children). Without script the browser submits it
 * and the server renders the result. With script it navigates to the same page with only the fields that
 * matter (a short address to share), and the server re-renders the page in place: no full reload, the scroll
 * kept. Every figure still comes from the server.
 */
export function CalculatorForm({ action, className, labelledBy, children }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = formQuery(new FormData(event.currentTarget))
    startTransition(() => router.push(`${action}?${query}`, { scroll: false }))
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      {...REPLAY_MASKED}
      aria-labelledby={labelledBy}
      aria-busy={pending || undefined}
      className={className}
    >
      {children}
    </form>
  )
}
