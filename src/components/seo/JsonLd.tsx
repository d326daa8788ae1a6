import type { Thing, WithContext } from 'schema-dts'

/** Structured data for search engines; `<` is escaped so no text in it can close the script element. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
