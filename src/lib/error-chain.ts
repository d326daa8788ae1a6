type Wrapping = { cause?: unknown; originalError?: unknown }

/**
 * An error and the errors it wraps, outermost first, at most `limit`: Drizzle and Payload wrap the driver's as
 * `cause`, graphql-js a resolver's as `originalError`.
 */
export function* errorChain(error: unknown, limit: number): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < limit; current = (current as Wrapping).cause ?? (current as Wrapping).originalError, depth++)
    yield current
}
