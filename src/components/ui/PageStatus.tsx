import { PAGE_STATUS_META } from '@/lib/page-status'

/** States the HTTP status of the page rendering it (see lib/page-status.ts); renders nothing for 200, nothing a visitor sees. */
export function PageStatus({ status }: { status: number }) {
  return status === 200 ? null : <meta name={PAGE_STATUS_META} content={String(status)} />
}
