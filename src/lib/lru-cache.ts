/**
 * A least-recently-used cache bounded by the total size of its values (as the caller measures them): the
 * oldest entries go first when a new one would exceed `maxSize`. Values larger than `maxSize` are not kept.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>()
  private size = 0

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map keeps insertion order: re-inserting makes the entry the most recent.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value)
    this.delete(key)
    if (size > this.maxSize) return
    while (this.size + size > this.maxSize) this.delete(this.entries.keys().next().value!)
    this.entries.set(key, { value, size })
    this.size += size
  }

  private delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.size -= entry.size
  }
}
