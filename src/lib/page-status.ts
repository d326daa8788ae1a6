/**
 * How a page rendered per request states its HTTP status. A page cannot set its own status in Next (only
 * notFound() and redirect() can), but a page whose inputs the visitor typed must answer 400 when it shows them
 * refused. Such a page renders `<PageStatus status={400} />` (components/ui/PageStatus.tsx), a meta element that
 * React hoists into the document's head; the web process (scripts/lib/page-status.ts) holds the head back until
 * it has read it, sends the status, and drops the element.
 */
export const PAGE_STATUS_META = 'x-page-status'

const STATUS_META = new RegExp(`<meta name="${PAGE_STATUS_META}" content="(\\d{3})"/?>`)

/** The status a document's head states, and the head without the statement. */
export function readPageStatus(head: string): { status: number; head: string } | undefined {
  const found = STATUS_META.exec(head)
  if (!found) return undefined
  return { status: Number(found[1]), head: head.slice(0, found.index) + head.slice(found.index + found[0].length) }
}
