/** An error and the errors it wraps, outermost first (Drizzle and Payload wrap the driver's as `cause`), at most `limit`. */
export function* errorChain(error: unknown, limit: number): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < limit; current = (current as { cause?: unknown }).cause, depth++) yield current
}
