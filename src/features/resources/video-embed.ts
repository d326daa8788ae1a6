/** The provider's player in its privacy-enhanced mode, and the video's page on the provider's site. */
export function videoEmbedUrl(provider: 'youtube' | 'vimeo', id: string): string {
  const safe = encodeURIComponent(id)
  return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${safe}?autoplay=1&rel=0` : `https://player.vimeo.com/video/${safe}?autoplay=1&dnt=1`
}

export function videoWatchUrl(provider: 'youtube' | 'vimeo', id: string): string {
  const safe = encodeURIComponent(id)
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${safe}` : `https://vimeo.com/${safe}`
}

export function providerName(provider: 'youtube' | 'vimeo'): string {
  return provider === 'youtube' ? 'YouTube' : 'Vimeo'
}
