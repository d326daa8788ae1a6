'use client'

import { useRowLabel } from '@payloadcms/ui'

type Row = { label?: string; title?: string; question?: string; text?: string; name?: string; value?: string; platform?: string }

/** Names an array row in the admin after its content ("Soluciones") instead of its position ("Nav Item 01"). */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const text = data?.label || data?.title || data?.question || data?.text || data?.name || data?.value || data?.platform
  return <span>{text || `${(rowNumber ?? 0) + 1}`.padStart(2, '0')}</span>
}
