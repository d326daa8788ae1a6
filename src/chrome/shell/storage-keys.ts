/** Local-storage keys shared by the boot script and the client islands. */
export const STORAGE_KEYS = {
  fromApp: 'nw:from-app',
  appBannerDismissedAt: 'nw:app-banner-dismissed-at',
} as const

/** How long a dismissed app banner stays away (the spec's ask-again time, 86400 s). */
export const APP_BANNER_ASK_AGAIN_MS = 86_400 * 1000
