import type { ReactNode } from 'react'
import { Container } from './Container'

type Props = { status?: string; title: string; description: string; children: ReactNode; note?: ReactNode }

/** A page that says what went wrong and where to go from here: a status in large type, a title, a line, actions, a note. */
export function StatusMessage({ status, title, description, children, note }: Props) {
  return (
    <Container className="py-24 text-center">
      {status && (
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          {status}
        </p>
      )}
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      {note && <p className="mt-8 text-sm text-muted">{note}</p>}
    </Container>
  )
}
