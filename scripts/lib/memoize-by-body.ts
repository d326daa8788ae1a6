/**
 * `compute` remembered for the `capacity` most recent bodies, keyed by the body string itself. Next hands over the
 * same string for every hit on a cache entry, so the Map finds it without hashing it (V8 compares the identical
 * string by reference, and an equal one read again from Redis by one memcmp). The oldest body goes first.
 */
export function memoizeByBody<T>(compute: (body: string) => T, capacity: number): (body: string) => T {
  const results = new Map<string, T>()
  return (body) => {
    if (results.has(body)) return results.get(body)!
    const result = compute(body)
    results.set(body, result)
    if (results.size > capacity) results.delete(results.keys().next().value!)
    return result
  }
}
