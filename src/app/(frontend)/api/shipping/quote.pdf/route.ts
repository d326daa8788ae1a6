import { NextResponse } from 'next/server'
import { absoluteCalculatorUrl } from '@/features/calculators/shipment/email-quote'
import { computeEstimate } from '@/features/calculators/shipment/estimate'
import { quotePdfFileName, renderQuotePdf } from '@/features/calculators/shipment/quote-pdf'
import { companyFromSettings } from '@/lib/site-links/document-company'
import { quoteTranslator } from '@/features/calculators/shipment/quote-text'
import { readCalculatorInput } from '@/features/calculators/shipment/url-state'
import { requestEdition } from '@/lib/api/request-meta'
import { getSiteSettings } from '@/lib/queries/site'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'no-store' }

function refuse(message: string, fields: Record<string, string | undefined>) {
  return NextResponse.json({ error: { code: 'VALIDATION_FAILED', message, fields } }, { status: 400, headers: NO_STORE })
}

/**
 * GET /api/shipping/quote.pdf?<the calculator's parameters>&edition=es-mx: the estimate of those inputs,
 * computed again, as a PDF download in the edition's language (the page's "Download" link; works without
 * script). Inputs that do not make an estimate answer the refusal as JSON, like the quote API.
 */
async function handleGet(request: Request) {
  const url = new URL(request.url)
  const edition = requestEdition(request, url)
  const input = readCalculatorInput(url.searchParams)
  const outcome = await computeEstimate(input, edition)
  const t = quoteTranslator(edition)
  switch (outcome.kind) {
    case 'quote': {
      const settings = await getSiteSettings(edition)
      const pdf = await renderQuotePdf({
        quote: outcome.quote,
        edition,
        company: companyFromSettings(settings),
        url: absoluteCalculatorUrl(edition, outcome.input),
      })
      return new Response(Buffer.from(pdf), {
        headers: {
          ...NO_STORE,
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${quotePdfFileName(outcome.quote, edition)}"`,
          'x-robots-tag': 'noindex',
        },
      })
    }
    case 'no-rate':
      return NextResponse.json({ error: { code: 'NO_RATE_CARD', message: outcome.message } }, { status: 422, headers: NO_STORE })
    case 'unavailable':
      return NextResponse.json({ error: { code: 'SERVER_ERROR', message: t('unavailable') } }, { status: 503, headers: NO_STORE })
    case 'empty': {
      const fields = Object.fromEntries((['from', 'to'] as const).filter((name) => !input[name]).map((name) => [name, t('errors.required')]))
      return refuse(t('errors.summary', { count: Object.keys(fields).length }), fields)
    }
    case 'invalid':
      return refuse(outcome.message ?? t('errors.summary', { count: Object.keys(outcome.errors).length }), outcome.errors)
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
