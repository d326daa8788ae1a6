/**
 * Links each stylesheet the page holds only as an empty `<style data-href>`. When a page fails while rendering on
 * the server, Next answers with an error shell (`<html id="__next_error__">`, no `<style>`), and the browser renders
 * the page, this error page included, from the RSC payload, where scripts/next-runtime-patch.mjs left the inlined
 * stylesheets' text out: React inserts them empty. Their files are served all the same.
 */
export function restoreInlinedStylesheets(document: Document) {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href!
    if (style.textContent || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    style.after(link)
  }
}
