/** Where the players come from (in their privacy-enhanced modes), framed only after the visitor clicks play. */
export const VIDEO_PLAYER_ORIGINS = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' } as const

/** The provider's player in its privacy-enhanced mode, and the video's page on the provider's site. */
export function videoEmbedUrl(provider: 'youtube' | 'vimeo', id: string): string {
  const safe = encodeURIComponent(id)
  return provider === 'youtube'
    ? `${VIDEO_PLAYER_ORIGINS.youtube}/embed/${safe}?autoplay=1&rel=0`
    : `${VIDEO_PLAYER_ORIGINS.vimeo}/video/${safe}?autoplay=1&dnt=1`
}

export function videoWatchUrl(provider: 'youtube' | 'vimeo', id: string): string {
  const safe = encodeURIComponent(id)
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${safe}` : `https://vimeo.com/${safe}`
}

export function providerName(provider: 'youtube' | 'vimeo'): string {
  return provider === 'youtube' ? 'YouTube' : 'Vimeo'
}
