import { captchaSources } from '@/lib/captcha/providers'
import { captchaClientConfig } from '@/lib/captcha/service'
import { VIDEO_PLAYER_ORIGINS } from '@/features/resources/video-embed'
import type { EditionCode } from '@/i18n/editions'
import { getTrackingProviders } from '@/lib/queries/site'
import { documentProviderPolicy } from '@/lib/security/content-security-policy'

/**
 * The part of the page's Content-Security-Policy that names third parties, narrowed to what is configured: the
 * site itself, the edition's tag manager and replay provider, this deployment's captcha and the video players (the
 * header allows every provider the code supports; this policy keeps only these). A policy in a meta
 * element governs only what comes after it: React writes it after the charset, the viewport and Next's own
 * preloads, styles and scripts (all from the site itself), before anything the page adds.
 */
export async function ContentSecurityPolicyMeta({ locale }: { locale: EditionCode }) {
  const policy = documentProviderPolicy({
    providers: await getTrackingProviders(locale),
    extras: [captchaSources(captchaClientConfig()), { frame: Object.values(VIDEO_PLAYER_ORIGINS) }],
    development: process.env.NODE_ENV === 'development',
  })
  return <meta httpEquiv="Content-Security-Policy" content={policy} />
}
