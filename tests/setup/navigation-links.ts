/**
 * The addresses of the main navigation in a page's HTML: it travels as data in the RSC payload
 * (src/chrome/shell/navigation.ts), where each entry's `"href":"..."` is written inside a JSON string.
 */
export function navigationHrefs(html: string): string[] {
  return [...html.matchAll(/\\"href\\":\\"([^"\\]+)\\"/g)].map((m) => m[1]!)
}
