import { describe, expect, it } from 'vitest'
import { NO_TRACKING_PROVIDERS, originsForProviders, toTrackingProviders } from './tracking-providers'

describe('toTrackingProviders', () => {
  it('configures nothing from empty settings', () => {
    expect(toTrackingProviders({})).toEqual(NO_TRACKING_PROVIDERS)
    expect(toTrackingProviders({ gtmContainerId: '', replayProvider: 'none', replaySiteId: 'abc123' })).toEqual(NO_TRACKING_PROVIDERS)
  })

  it('reads a valid container id and a complete replay provider', () => {
    expect(toTrackingProviders({ gtmContainerId: ' GTM-ABC1234 ', replayProvider: 'clarity', replaySiteId: 'k2x9abcd' })).toEqual({
      gtmContainerId: 'GTM-ABC1234',
      replay: { provider: 'clarity', siteId: 'k2x9abcd' },
    })
  })

  it('ignores a malformed container id and a provider without its id', () => {
    expect(toTrackingProviders({ gtmContainerId: 'UA-1234', replayProvider: 'hotjar', replaySiteId: ' ' })).toEqual(NO_TRACKING_PROVIDERS)
  })

  it('needs no outside origin when nothing is configured', () => {
    expect(originsForProviders(NO_TRACKING_PROVIDERS)).toEqual({ script: [], connect: [], img: [], frame: [] })
  })
})
