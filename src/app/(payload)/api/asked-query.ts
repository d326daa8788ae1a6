import { overrideBody } from './method-override'

/** The query a request asks, as Payload reads it: its URL's, and a URL-encoded body's when a POST stands for a GET. */
export async function askedQuery(request: Request): Promise<URLSearchParams> {
  const body = overrideBody(request) === 'form' ? await request.clone().text() : ''
  return new URLSearchParams([new URL(request.url).search.slice(1), body].filter(Boolean).join('&'))
}

/**
 * Every value a query gives the parameter `name`, as Payload's parser (qs) collects them: `limit=0`, `limit[]=0`,
 * `limit[0]=0`. Several of them make a list, which Payload passes on as it is.
 */
export const valuesOf = (query: URLSearchParams, name: string): string[] =>
  [...query].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value)
