import { getEdition, type EditionCode } from '@/i18n/editions'
import { escapeHtml } from '@/lib/escape-html'
import { blogScope } from '@/lib/routes/offline-reading'

export type OfflinePageLabels = { title: string; description: string; retry: string; blog: string }

/** Styles of its own: the page is shown without a network, so it can load nothing. */
const STYLE = [
  'body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;color:#0a2559;background:#fff}',
  'main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}',
  'h1{font-size:2rem;line-height:1.2;margin:0}',
  'p{color:#475569;font-size:1.125rem;line-height:1.6;margin:1rem 0 0}',
  'nav{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:2rem}',
  'a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none;border:1px solid #0b3d91;color:#0b3d91}',
  'a:first-child{background:#0b3d91;color:#fff}',
  'a:focus-visible{outline:3px solid #0a2559;outline-offset:2px}',
].join('')

/**
 * The page the worker shows for a blog page it has not saved while there is no network. "Try again" reloads
 * the address the visitor asked for (an empty href is the document's own address); the blog list opens from
 * the cache when it was saved.
 */
export function renderOfflinePage(edition: EditionCode, labels: OfflinePageLabels): string {
  const t = Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, escapeHtml(v)])) as OfflinePageLabels
  return [
    '<!doctype html>',
    `<html lang="${getEdition(edition).htmlLang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${t.title}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${t.title}</h1><p>${t.description}</p>`,
    `<nav><a href="">${t.retry}</a><a href="${blogScope(edition)}">${t.blog}</a></nav></main></body></html>`,
  ].join('')
}
