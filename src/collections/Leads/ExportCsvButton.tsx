'use client'
import { useSearchParams } from 'next/navigation'
import { LEAD_SEARCH_FIELDS } from './search-fields'

/** Above the leads list: downloads the rows matching the list's current filters and search as CSV. */
export function ExportCsvButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('where') || key === 'sort') query.append(key, value)
  const search = params.get('search')
  if (search) {
    for (const [i, field] of LEAD_SEARCH_FIELDS.entries()) query.append(`where[and][0][or][${i}][${field}][like]`, search)
  }
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/leads/export.csv?${query.toString()}`} download>
        Export CSV
      </a>
    </div>
  )
}
