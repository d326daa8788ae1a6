/**
 * The outside providers an operator can configure per edition (site settings → Tracking), and the origins each
 * needs. The consent loader loads only what is configured and consented; the Content-Security-Policy lists only
 * the origins of what is configured.
 */
type ReplayProvider = 'clarity' | 'hotjar'

export type TrackingProviders = {
  /** Google Tag Manager container id, e.g. GTM-ABC1234. */
  gtmContainerId: string | null
  replay: { provider: ReplayProvider; siteId: string } | null
}

export const NO_TRACKING_PROVIDERS: TrackingProviders = { gtmContainerId: null, replay: null }

export const GTM_CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/

const REPLAY_PROVIDERS: readonly ReplayProvider[] = ['clarity', 'hotjar']

type TrackingSettings = { gtmContainerId?: string | null; replayProvider?: string | null; replaySiteId?: string | null }

/** The providers an edition's site settings configure; anything incomplete or malformed counts as not configured. */
export function toTrackingProviders({ gtmContainerId, replayProvider, replaySiteId }: TrackingSettings): TrackingProviders {
  const gtm = gtmContainerId?.trim()
  const siteId = replaySiteId?.trim()
  const provider = REPLAY_PROVIDERS.find((p) => p === replayProvider)
  return {
    gtmContainerId: gtm && GTM_CONTAINER_ID_PATTERN.test(gtm) ? gtm : null,
    replay: provider && siteId ? { provider, siteId } : null,
  }
}

type ProviderOrigins = { script: string[]; connect: string[]; img: string[]; frame: string[] }

const GTM_ORIGINS: ProviderOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
}

const REPLAY_ORIGINS: Record<ReplayProvider, ProviderOrigins> = {
  clarity: {
    script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
    connect: ['https://*.clarity.ms'],
    img: ['https://*.clarity.ms'],
    frame: [],
  },
  hotjar: {
    script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    frame: ['https://vars.hotjar.com'],
  },
}

function mergeOrigins(parts: readonly ProviderOrigins[]): ProviderOrigins {
  const merge = (key: keyof ProviderOrigins) => [...new Set(parts.flatMap((p) => p[key]))]
  return { script: merge('script'), connect: merge('connect'), img: merge('img'), frame: merge('frame') }
}

/** The origins the configured providers need, merged per CSP directive. */
export function originsForProviders(providers: TrackingProviders): ProviderOrigins {
  return mergeOrigins([...(providers.gtmContainerId ? [GTM_ORIGINS] : []), ...(providers.replay ? [REPLAY_ORIGINS[providers.replay.provider]] : [])])
}

/** The origins of every provider an operator could configure: what the static header policy allows at most. */
export const ALL_PROVIDER_ORIGINS: ProviderOrigins = mergeOrigins([GTM_ORIGINS, ...REPLAY_PROVIDERS.map((provider) => REPLAY_ORIGINS[provider])])
