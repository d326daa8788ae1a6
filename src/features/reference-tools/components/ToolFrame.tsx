import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import type { DatasetVersion } from '@/features/reference-tools/data/versions'
import { formatDate, getEdition, type EditionCode } from '@/i18n/editions'
import type { ReferenceState } from '../queries'

type Props = {
  edition: EditionCode
  title: string
  /** Above the title: the way back (a breadcrumb or a link). */
  before?: ReactNode
  intro?: ReactNode
  state: ReferenceState
  children: ReactNode
}

/**
 * The content of every tool page inside the site shell: the one h1, and under the content the data source note;
 * when the datasets are not imported, a notice saying how to load them instead of the content.
 */
export async function ToolFrame({ edition, title, before, intro, state, children }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.common' })
  return (
    <Container className="py-10 sm:py-14">
      {before}
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
      {intro && <div className="mt-3 max-w-3xl text-lg text-muted">{intro}</div>}
      {state.loaded ? (
        <>
          {children}
          <SourceNote
            versions={state.versions}
            heading={t('sourceHeading')}
            format={(v) => t('source', { source: v.source, version: v.versionLabel, date: formatDate(edition, v.importedAt) })}
          />
          {!getEdition(edition).htmlLang.startsWith('en') && <p className="mt-2 text-sm text-muted">{t('officialEnglish')}</p>}
        </>
      ) : (
        <section role="status" aria-labelledby="data-not-loaded" className="mt-8 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-6">
          <h2 id="data-not-loaded" className="text-xl font-semibold text-ink">
            {t('dataNotLoadedTitle')}
          </h2>
          <p className="mt-2 text-ink">
            {t.rich('dataNotLoadedText', { code: (chunks) => <code className="rounded bg-white px-1.5 py-0.5 font-mono text-sm">{chunks}</code> })}
          </p>
        </section>
      )}
    </Container>
  )
}

function SourceNote({ versions, heading, format }: { versions: DatasetVersion[]; heading: string; format: (v: DatasetVersion) => string }) {
  return (
    <aside aria-label={heading} className="mt-12 border-t border-slate-200 pt-4 text-sm text-muted">
      <h2 className="font-semibold text-ink">{heading}</h2>
      <ul className="mt-1 space-y-1">
        {versions.map((v) => (
          <li key={v.dataset}>{format(v)}</li>
        ))}
      </ul>
    </aside>
  )
}
