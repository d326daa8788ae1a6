const loadingScripts = new Map<string, Promise<void>>()

/** Adds a script to the page once per URL; after a failed load the next call tries again. */
export function loadScript(src: string): Promise<void> {
  let loading = loadingScripts.get(src)
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loadingScripts.delete(src)
        script.remove()
        reject(new Error(`Could not load ${src}`))
      }
      document.head.append(script)
    })
    loadingScripts.set(src, loading)
  }
  return loading
}
