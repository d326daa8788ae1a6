import { getTranslations } from 'next-intl/server'
import { llmsTxtResponse } from '@/features/seo/llms-txt/service'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'
import { routeMethods } from '@/lib/api/route-methods'

// Read per request from the cached CMS reads, like /llms.txt.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ locale: string }> }

/** GET /es-mx/llms.txt, /en-us/llms.txt: an edition's summary for language models; India's is /llms.txt only. */
async function handleGet(_request: Request, { params }: Context) {
  const { locale } = await params
  if (isEditionCode(locale) && locale !== DEFAULT_EDITION) return llmsTxtResponse(locale)
  const t = await getTranslations({ locale: DEFAULT_EDITION, namespace: 'NotFound' })
  return new Response(t('title'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
