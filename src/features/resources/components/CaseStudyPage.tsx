import type { PageFrame } from '@/lib/page-frame'
import { JsonLd } from '@/components/ui/JsonLd'
import { Container } from '@/components/ui/Container'
import { env } from '@/env'
import { editionPath, formatCountry, formatCurrency, type EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import type { CaseStudy } from '@/payload-types'
import { resourceLabels } from '../cards'
import { productLabel, type ProductKey } from '@/lib/routes/products'
import { resourcePaths, sectionPath } from '@/lib/routes/resources'
import { caseStudyData } from '../structured-data'
import { absoluteUrl, mediaOf } from '../view'
import { ArticleBody } from './ArticleBody'
import { Breadcrumbs } from './Breadcrumbs'
import { CoverImage } from './CoverImage'
import { PostCallToAction } from './PostCallToAction'

/** A case study: the facts at a glance, the story, the client's words, and the way to the offer it used. */
export async function CaseStudyPage({
  edition,
  item: study,
  alternatePaths,
  Frame,
}: {
  edition: EditionCode
  item: CaseStudy
  alternatePaths: Partial<Record<EditionCode, string>>
  Frame: PageFrame
}) {
  const [t, settings] = await Promise.all([resourceLabels(edition), getSiteSettings(edition)])
  const path = resourcePaths.caseStudy(study.slug)
  const product = study.facts.product as ProductKey
  const cover = mediaOf(study.cover)
  const facts = [
    [t('caseStudy.industry'), study.facts.industry],
    [t('caseStudy.country'), formatCountry(edition, study.facts.country)],
    [t('caseStudy.offer'), productLabel(product, edition)],
    [t('caseStudy.amount'), formatCurrency(edition, study.facts.amountFinanced, study.facts.currency)],
    [t('caseStudy.days'), t('caseStudy.daysValue', { days: study.facts.daysToFunds })],
    [t('caseStudy.outcome'), study.facts.outcome],
  ]
  return (
    <Frame edition={edition} path={path} availableIn={Object.keys(alternatePaths) as EditionCode[]} alternatePaths={alternatePaths}>
      <JsonLd data={caseStudyData(edition, study, absoluteUrl(editionPath(edition, path), env.SITE_URL), settings.brandName)} />
      <Container className="py-10 sm:py-14">
        <Breadcrumbs
          edition={edition}
          crumbs={[
            { name: t('post.home'), path: '/' },
            { name: t('sections.caseStudies'), path: sectionPath('case-studies') },
            { name: study.title, path },
          ]}
          label={t('post.breadcrumb')}
        />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('kinds.case-study')}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{study.title}</h1>
            <p className="mt-4 text-lg text-muted">{study.excerpt}</p>
            <CoverImage media={cover} sizes="(min-width: 1024px) 760px, 100vw" priority className="mt-8" />
            <div className="mt-8">
              <ArticleBody data={study.story} />
            </div>
            {study.quote?.text && (
              <figure className="mt-10 rounded-2xl border-l-4 border-accent-400 bg-slate-50 p-6">
                <blockquote className="text-lg text-ink">“{study.quote.text}”</blockquote>
                <figcaption className="mt-3 text-sm text-muted">{[study.quote.name, study.quote.role].filter(Boolean).join(', ')}</figcaption>
              </figure>
            )}
            <div className="mt-10">
              <PostCallToAction edition={edition} path={path} product={product} />
            </div>
          </article>
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <section aria-labelledby="facts-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <h2 id="facts-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
                {t('caseStudy.facts')}
              </h2>
              <dl className="mt-3 space-y-3">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="font-semibold text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </aside>
        </div>
      </Container>
    </Frame>
  )
}
