import { llmsTxtResponse } from '@/features/seo/llms-txt/service'
import { DEFAULT_EDITION } from '@/i18n/editions'
import { routeMethods } from '@/lib/api/route-methods'

// Read per request from the cached CMS reads: built at build time, it would describe the build's database.
export const dynamic = 'force-dynamic'

/** GET /llms.txt: the default edition's (India's) summary for language models. */
function handleGet() {
  return llmsTxtResponse(DEFAULT_EDITION)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
