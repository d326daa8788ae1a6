import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { CalculatorView } from '@/features/calculators/interest/components/CalculatorView'
import { calculatorMetadata } from '@/features/calculators/interest/metadata'
import { readCalculatorState } from '@/features/calculators/interest/page-state'
import { EDITION_CODES, isEditionCode } from '@/i18n/editions'
import { CALCULATOR_PATH } from '@/lib/routes/interest-calculator'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Addresses with inputs (`?mode=` and the mode's fields), rendered per request; computing takes microseconds.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isEditionCode(locale)) return {}
  return calculatorMetadata(locale, { index: Object.keys(await searchParams).length === 0 })
}

export default async function InterestCalculatorPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isEditionCode(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'InterestCalculator' })
  return (
    <SiteShell edition={locale} path={CALCULATOR_PATH} availableIn={EDITION_CODES} trail={[{ name: t('title'), path: CALCULATOR_PATH }]}>
      <CalculatorView edition={locale} state={readCalculatorState(await searchParams, locale)} />
    </SiteShell>
  )
}
