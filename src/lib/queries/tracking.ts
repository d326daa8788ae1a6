import 'server-only'
import type { EditionCode } from '@/i18n/editions'
import { GTM_CONTAINER_ID_PATTERN, type ReplayProvider, type TrackingProviders } from '../tracking-providers'
import { getSiteSettings } from './site'

/**
 * The tracking fields of site settings (per edition). Until the consent branch adds them to the global they are
 * absent, so they are read as optional.
 */
type TrackingFields = { gtmContainerId?: string | null; replayProvider?: string | null; replaySiteId?: string | null }

const REPLAY_PROVIDERS: readonly ReplayProvider[] = ['clarity', 'hotjar']

function isReplayProvider(value: unknown): value is ReplayProvider {
  return REPLAY_PROVIDERS.includes(value as ReplayProvider)
}

/** The tag manager and replay provider an edition configured (site settings → Tracking); only well-formed values count. */
export async function getTrackingProviders(locale: EditionCode): Promise<TrackingProviders> {
  const settings = (await getSiteSettings(locale)) as TrackingFields
  const gtmContainerId = settings.gtmContainerId?.trim() ?? ''
  const siteId = settings.replaySiteId?.trim() ?? ''
  return {
    gtmContainerId: GTM_CONTAINER_ID_PATTERN.test(gtmContainerId) ? gtmContainerId : null,
    replay: isReplayProvider(settings.replayProvider) && siteId ? { provider: settings.replayProvider, siteId } : null,
  }
}
