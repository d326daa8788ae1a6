/**
 * How deep a `where` may nest, through REST or GraphQL. Payload walks it recursively: about a thousand levels of
 * `or` overflowed its stack (500); the site's own filters nest two or three.
 */
export const MAX_WHERE_DEPTH = 32

/** How deep a parsed `where` nests, each object or list one level (walked without recursion: a caller chooses the depth). */
export function depthOf(where: unknown): number {
  let deepest = 0
  const pending: [unknown, number][] = [[where, 0]]
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!
    if (typeof node !== 'object' || node === null) continue
    deepest = Math.max(deepest, depth + 1)
    for (const value of Object.values(node)) pending.push([value, depth + 1])
  }
  return deepest
}

/** Whether any key and value of a parsed `where`, at any depth, satisfies `test` (walked without recursion). */
export function someEntry(where: unknown, test: (key: string, value: unknown) => boolean): boolean {
  const pending = [where]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null) continue
    for (const [key, value] of Object.entries(node)) {
      if (test(key, value)) return true
      pending.push(value)
    }
  }
  return false
}
