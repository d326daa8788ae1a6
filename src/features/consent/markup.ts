import { escapeHtml } from '@/lib/escape-html'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { OPTIONAL_CATEGORIES } from './policy'

/** The edition's `Consent` messages the banner and the dialog show. */
export type ConsentStrings = Record<
  | 'region'
  | 'bannerText'
  | 'acceptAll'
  | 'rejectAll'
  | 'preferences'
  | 'notice'
  | 'dialogTitle'
  | 'dialogIntro'
  | 'necessary'
  | 'necessaryText'
  | 'analytics'
  | 'analyticsText'
  | 'marketing'
  | 'marketingText'
  | 'replay'
  | 'replayText'
  | 'save'
  | 'close',
  string
>

/** The banner and the preferences dialog as HTML, which the consent runtime inserts only when it needs them. */
export type ConsentMarkup = { banner: string; dialog: string }

const BUTTON = 'rounded-md px-3 py-2 text-sm font-semibold'
const OUTLINED = `${BUTTON} border border-brand-700 text-brand-700`
const FILLED = `${BUTTON} bg-brand-700 text-white`

/**
 * The banner is a fixed overlay of small text, so it shifts no layout. On phones it floats above the strip
 * where the floating WhatsApp button sits (bottom-4, size-14), so that button stays visible and tappable and
 * nothing moves to make room; from the sm breakpoint it is a card in the bottom-right corner, clear of the
 * WhatsApp button (bottom-left) and of the "Get financed" tab (middle of the right edge). Its buttons keep one line
 * each on a 390 px phone in every language: rejecting and accepting side by side, as equals, preferences below.
 */
const BANNER_CLASS =
  'fixed inset-x-2 bottom-21 z-40 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-xs text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.08)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md'

export function consentMarkup(strings: ConsentStrings, cookieNoticeHref: string): ConsentMarkup {
  const t = Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, escapeHtml(text)])) as ConsentStrings
  const masked = Object.entries(REPLAY_MASKED)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')
  const choice = (name: string, label: string, text: string, input: string) =>
    `<li><label class="flex items-start gap-3"><input type="checkbox" ${input} aria-describedby="consent-${name}" class="mt-1 size-4"><span><span class="block font-semibold">${label}</span><span id="consent-${name}" class="block text-sm text-muted">${text}</span></span></label></li>`
  const banner =
    `<section data-consent-banner="" aria-label="${t.region}" class="${BANNER_CLASS}">` +
    `<p class="leading-snug">${t.bannerText} <a href="${escapeHtml(cookieNoticeHref)}" class="underline">${t.notice}</a></p>` +
    `<div class="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">` +
    `<button type="button" data-consent-action="reject" class="${OUTLINED}">${t.rejectAll}</button>` +
    `<button type="button" data-consent-action="accept" class="${FILLED}">${t.acceptAll}</button>` +
    `<button type="button" data-consent-action="preferences" class="${OUTLINED} col-span-2">${t.preferences}</button>` +
    `</div></section>`
  const dialog =
    `<dialog data-consent-dialog="" aria-labelledby="consent-title" class="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl p-0 text-ink shadow-2xl backdrop:bg-black/40">` +
    `<form data-consent-form="" ${masked} class="space-y-4 p-5">` +
    `<h2 id="consent-title" class="text-lg font-bold text-brand-900">${t.dialogTitle}</h2>` +
    `<p class="text-sm text-muted">${t.dialogIntro}</p>` +
    `<ul class="space-y-3">` +
    choice('necessary', t.necessary, t.necessaryText, 'checked disabled') +
    OPTIONAL_CATEGORIES.map((category) => choice(category, t[category], t[`${category}Text`], `name="${category}"`)).join('') +
    `</ul>` +
    `<div class="flex justify-end gap-2">` +
    `<button type="button" data-consent-action="close" class="${BUTTON} border border-slate-300">${t.close}</button>` +
    `<button type="submit" class="${FILLED}">${t.save}</button>` +
    `</div></form></dialog>`
  return { banner, dialog }
}
