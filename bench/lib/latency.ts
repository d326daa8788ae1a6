/** The value below which `p` percent of the sorted samples fall (nearest rank). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** The middle of the finite values (the mean of the two middle ones for an even count); NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number }

export function summarizeLatencies(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN }
}

export const formatMs = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a')

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
