/** The part of the Storage API the forms use; tests pass a Map-backed one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Local or session storage, or undefined where the browser refuses it (private modes, disabled cookies):
 * the forms then work without remembering anything.
 */
export function browserStorage(kind: 'local' | 'session'): StorageLike | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readJson(storage: StorageLike | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

export function writeJson(storage: StorageLike | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Full or refused storage: nothing is remembered, the form still works.
  }
}

export function removeItem(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // As above.
  }
}
