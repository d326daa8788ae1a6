/**
 * The query string a calculator form stands for: its fields in order, without empty ones, and without the
 * inputs of the payment term the visitor did not choose (`term=days` drops the dates, `term=dates` drops
 * the days). The client island navigates to it so that the address to share is short; without script the
 * browser submits every field and the page reads the same values.
 */
export function formQuery(entries: Iterable<[string, unknown]>): string {
  const list = [...entries].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
  const term = list.find(([name]) => name === 'term')?.[1]
  const dropped = term === 'dates' ? ['days'] : term === 'days' ? ['invoiceDate', 'dueDate'] : []
  const params = new URLSearchParams()
  for (const [name, value] of list) if (!dropped.includes(name)) params.append(name, value.trim())
  return params.toString()
}
