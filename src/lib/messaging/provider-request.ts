export const DEFAULT_TIMEOUT_MS = 10_000

export type ProviderResponse = { status: number; ok: boolean; body: unknown }

/** POSTs to a provider's API. Network failures and timeouts become Errors that name the provider. */
export async function postToProvider(
  provider: string,
  url: string,
  request: { headers: Record<string, string>; body: string },
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<ProviderResponse> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    return { status: response.status, ok: response.ok, body: parseJson(text) }
  } catch (error) {
    throw new Error(`${provider} request failed: ${describeFailure(error, timeoutMs)}`, { cause: error })
  }
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** A short excerpt of an answer that is not the provider's usual JSON (an HTML error page from a proxy, say). */
export function excerptBody(body: unknown): string {
  return (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 200)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`
  // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, DNS) in its cause.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
}
