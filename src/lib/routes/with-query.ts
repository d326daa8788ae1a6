export type Query = Record<string, string | number | undefined>

/** An address with its query; parameters left undefined or empty are left out. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value))
  return params.size > 0 ? `${path}?${params}` : path
}
