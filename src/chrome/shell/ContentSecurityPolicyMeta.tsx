import { captchaSources } from '@/features/captcha/providers'
import { captchaClientConfig } from '@/features/captcha/service'
import { VIDEO_PLAYER_ORIGINS } from '@/features/resources/video-embed'
import type { EditionCode } from '@/i18n/editions'
import { getTrackingProviders } from '@/lib/queries/site'
import { documentSourcePolicy } from '@/lib/security/content-security-policy'

/**
 * The fetch directives of the page's Content-Security-Policy (the static header carries the rest): the site itself,
 * the edition's configured tag manager and replay provider, the captcha and the video players. A policy in a meta
 * element governs only what comes after it: React writes it after the charset, the viewport and Next's own
 * preloads, styles and scripts (all from the site itself), before anything the page adds.
 */
export async function ContentSecurityPolicyMeta({ locale }: { locale: EditionCode }) {
  const policy = documentSourcePolicy({
    providers: await getTrackingProviders(locale),
    extras: [captchaSources(captchaClientConfig()), { frame: Object.values(VIDEO_PLAYER_ORIGINS) }],
    development: process.env.NODE_ENV === 'development',
  })
  return <meta httpEquiv="Content-Security-Policy" content={policy} />
}
