import { llmsTxtResponse } from '@/features/seo/llms-txt/service'
import { DEFAULT_EDITION } from '@/i18n/editions'

// Read per request from the cached CMS reads: built at build time, it would describe the build's database.
export const dynamic = 'force-dynamic'

/** GET /llms.txt: the default edition's (India's) summary for language models. */
export function GET() {
  return llmsTxtResponse(DEFAULT_EDITION)
}
