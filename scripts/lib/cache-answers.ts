import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { DEFAULT_EDITION, EDITIONS, editionPath } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { escapeHtml } from '../../src/lib/escape-html'
import { ROUTED_ALLOW, ROUTED_METHODS } from './refused-requests'

/** Where deploy/varnish/site.vcl includes it from (vcl_path: the image's /etc/varnish, or deploy/varnish here). */
export const CACHE_ANSWERS_FILE = 'deploy/varnish/answers.vcl'

/** A VCL long string: any text but the closing `"}`, which no message holds (checked). */
function vclString(text: string): string {
  if (text.includes('"}')) throw new Error(`A VCL long string cannot hold "}: ${text}`)
  return `{"${text}"}`
}

/** A VCL string expression of `text`, where a message's `{method}` is the request's (a token: no quote, no `<`). */
function vclText(text: string): string {
  return text.split('{method}').map(vclString).join(' + req.method + ')
}

/** The edition's language subtag (`en`, `es`) and the first edition that speaks it, as the APIs' own choice does. */
function editionsByLanguage(): [string, string][] {
  const seen = new Map<string, string>()
  for (const e of EDITIONS) {
    const language = e.htmlLang.slice(0, 2).toLowerCase()
    if (!seen.has(language)) seen.set(language, e.code)
  }
  return [...seen]
}

function chooseEdition(): string[] {
  const tags = EDITIONS.map((e) => e.htmlLang.toLowerCase()).join('|')
  const languages = editionsByLanguage()
  const languageTags = languages.map(([language]) => language).join('|')
  const prefixed = EDITIONS.filter((e) => e.code !== DEFAULT_EDITION)
  return [
    "# The edition a refusal speaks: for /api the one the caller's Accept-Language names, as the APIs choose it",
    "# (src/lib/api/request-meta.ts: the first tag that is an edition, else the first of an edition's language);",
    '# for a page, the edition of its address.',
    'sub choose_answer_edition {',
    `    set req.http.x-answer-edition = "${DEFAULT_EDITION}";`,
    '    if (req.url ~ "^/api(/|\\?|$)") {',
    `        if (req.http.Accept-Language ~ "(?i)(^|,)\\s*(${tags})\\s*(;|,|$)") {`,
    `            set req.http.x-answer-edition = std.tolower(regsub(req.http.Accept-Language, "(?i)^.*?(?:^|,)\\s*(${tags})\\s*(?:[;,].*)?$", "\\1"));`,
    `        } elsif (req.http.Accept-Language ~ "(?i)(^|,)\\s*(${languageTags})") {`,
    `            set req.http.x-answer-language = std.tolower(regsub(req.http.Accept-Language, "(?i)^.*?(?:^|,)\\s*(${languageTags})[^,]*(?:,.*)?$", "\\1"));`,
    ...languages.map(
      ([language, code], i) =>
        `            ${i === 0 ? 'if' : '} elsif'} (req.http.x-answer-language == "${language}") {\n                set req.http.x-answer-edition = "${code}";`,
    ),
    '            }',
    '            unset req.http.x-answer-language;',
    '        }',
    ...prefixed.flatMap((e) => [`    } elsif (req.url ~ "^${editionPath(e.code, '/')}(/|\\?|$)") {`, `        set req.http.x-answer-edition = "${e.code}";`]),
    '    }',
    '}',
  ]
}

type Answer = {
  sub: string
  heading: string
  message: keyof (typeof MESSAGES)['en-in']['HttpCache']
  code: 'RATE_LIMITED' | 'SERVER_ERROR' | 'METHOD_NOT_ALLOWED'
  /** Whether the APIs' error object says when to try again (from the Retry-After its caller sets). */
  retryAfter: boolean
  headers?: Record<string, string>
}

const ANSWERS: Answer[] = [
  {
    sub: 'too_many_requests_answer',
    heading: '429 for a visitor over the limit of site.vcl',
    message: 'tooManyRequests',
    code: 'RATE_LIMITED',
    retryAfter: true,
  },
  { sub: 'unavailable_answer', heading: '503 when no web process answered', message: 'unavailable', code: 'SERVER_ERROR', retryAfter: true },
  {
    sub: 'method_refused_answer',
    heading: '405 for a method no address takes (as the web processes answer it, scripts/lib/refused-requests.ts)',
    message: 'methodRefused',
    code: 'METHOD_NOT_ALLOWED',
    retryAfter: false,
    headers: { Allow: ROUTED_ALLOW },
  },
]

/** A sub that writes an answer Varnish makes itself, never kept (its caller sets the status and any Retry-After). */
function answerSub({ sub, heading, message: key, code, retryAfter, headers = {} }: Answer): string[] {
  const lines = [
    `# ${heading}: the APIs' error object for /api, a short page for the rest.`,
    `sub ${sub} {`,
    '    set resp.http.Cache-Control = "no-store";',
    ...Object.entries(headers).map(([name, value]) => `    set resp.http.${name} = ${vclString(value)};`),
    '    call choose_answer_edition;',
  ]
  EDITIONS.forEach((e, i) => {
    const message = MESSAGES[e.code].HttpCache[key]
    const page = `<!DOCTYPE html><html lang="${e.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">${escapeHtml(message)}</h1></main></body></html>`
    lines.push(
      `    ${i === 0 ? 'if' : '} elsif'} (req.http.x-answer-edition == "${e.code}") {`,
      '        if (req.url ~ "^/api(/|\\?|$)") {',
      '            set resp.http.Content-Type = "application/json; charset=utf-8";',
      `            set resp.body = ${vclText(`{"error":{"code":"${code}","message":${JSON.stringify(message)}${retryAfter ? ',"retryAfterSeconds":' : ''}`)}${retryAfter ? ' + resp.http.Retry-After' : ''} + "}}";`,
      '        } else {',
      '            set resp.http.Content-Type = "text/html; charset=utf-8";',
      `            set resp.body = ${vclText(page)};`,
      '        }',
    )
  })
  lines.push('    }', '    unset req.http.x-answer-edition;', '}')
  return lines
}

/** Refuses, as the web processes do (scripts/lib/refused-requests.ts), every method Next does not route. */
function refuseUnroutedMethods(): string[] {
  return [
    '# No address of the site takes any other method (TRACE echoes a request back, CONNECT asks for a tunnel): 405 in',
    "# the visitor's edition (vcl_synth), as the web processes refuse them (scripts/lib/refused-requests.ts).",
    'sub refuse_unrouted_methods {',
    `    if (req.method !~ "^(${ROUTED_METHODS.join('|')})$") {`,
    '        return (synth(405, "Method Not Allowed"));',
    '    }',
    '}',
  ]
}

/** deploy/varnish/answers.vcl: what Varnish answers itself, in the site's editions and words (messages/*.json). */
export function cacheAnswersVcl(): string {
  return [
    '# Generated from src/i18n/editions.ts and messages/*.json (HttpCache) by scripts/lib/cache-answers.ts: edit those',
    '# and run `npm run generate:cache-answers`. Included by site.vcl.',
    '',
    ...chooseEdition(),
    '',
    ...refuseUnroutedMethods(),
    '',
    ...ANSWERS.flatMap((answer) => [...answerSub(answer), '']),
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeFileSync(CACHE_ANSWERS_FILE, cacheAnswersVcl())
