import type { Thing, WithContext } from 'schema-dts'
import { jsonLdText } from '@/lib/structured-data'

/** Structured data for search engines, rendered on the server only. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
