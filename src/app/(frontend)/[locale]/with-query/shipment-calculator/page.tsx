import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { Container } from '@/components/ui/Container'
import { calculatorMetadata } from '@/features/calculators/shipment/metadata'
import { CalculatorPage } from '@/features/calculators/shipment/components/CalculatorPage'
import { CALCULATOR_EDITIONS, CALCULATOR_PATH } from '@/lib/routes/shipment-calculator'
import { quoteTranslator } from '@/features/calculators/shipment/quote-text'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Addresses with inputs, rendered per request: the estimate is computed from the query (the form posts by GET, without script too).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isEditionCode(locale)) return notFoundMetadata(DEFAULT_EDITION)
  return calculatorMetadata(locale, Object.keys(await searchParams).length === 0)
}

export default async function ShipmentCalculatorPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isEditionCode(locale)) notFound()
  setRequestLocale(locale)
  return (
    <SiteShell
      edition={locale}
      path={CALCULATOR_PATH}
      availableIn={CALCULATOR_EDITIONS}
      trail={[{ name: quoteTranslator(locale)('title'), path: CALCULATOR_PATH }]}
    >
      <Container className="py-10 sm:py-14">
        <CalculatorPage edition={locale} searchParams={await searchParams} />
      </Container>
    </SiteShell>
  )
}
