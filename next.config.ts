import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { env } from './src/env'
import { VIDEO_PLAYER_ORIGINS } from './src/features/resources/video-embed'
import { securityHeaderRules } from './src/lib/security/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never disturb a running `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // When this build was made, for the sitemaps' lastmod of pages whose content is all in the code.
  env: { SITE_BUILT_AT: new Date().toISOString() },
  // Left to Node, not bundled, so that every part of the server shares one copy of each:
  // - prom-client: the web process and the pages share one metrics registry (src/lib/metrics.ts);
  // - payload: bundled, the pages, the REST routes and the instrumentation each had their own, and the Payload
  //   instance the first of them made served all three. An error class thrown by one copy failed `instanceof` in
  //   another's error handler: a REST ValidationError lost its field errors (`data`), so the admin marked no field,
  //   and minified class names broke Payload's loggingLevels (payloadcms/payload#17298). `next dev` already
  //   leaves it to Node (withPayload).
  serverExternalPackages: ['prom-client', 'payload'],
  // .ci/run type-checks the whole project (tsc) beside the build's preparations instead of after the compile.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === 'true' },
  // Several processes or machines serve one build: with the same id, each accepts the others' pages and assets.
  ...(env.DEPLOYMENT_ID && { deploymentId: env.DEPLOYMENT_ID, generateBuildId: () => env.DEPLOYMENT_ID! }),
  // With REDIS_URL, every process shares one cache (cache-handler.mjs) and keeps none of its own in memory.
  ...(env.REDIS_URL && { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 }),
  experimental: {
    // Rendered pages and CMS reads are cached in memory only: scripts such as the seed change content while
    // no server runs, and a restart must not serve what was cached before.
    isrFlushToDisk: false,
    // A CI run builds once on a clean clone: Turbopack's build cache would never be read, and writing it takes ~20 s.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // No address the proxy runs for takes a body (forms post to /api, which it skips): Next buffers at most this
    // much of a request body for it, instead of 10 MB per request.
    proxyClientMaxBodySize: '64kb',
    // A page carries its stylesheet in a <style>, so its first paint waits for no second request: on Lighthouse's
    // throttled mobile network (bench:lighthouse --throttling devtools) the LCP came 600 ms sooner. Next would repeat
    // the text in the RSC payload inlined in the page (vercel/next.js#98084, open): scripts/next-runtime-patch.mjs
    // leaves that copy out.
    inlineCss: true,
  },
  async headers() {
    return securityHeaderRules({
      production: env.DEPLOY_ENV === 'production',
      development: process.env.NODE_ENV === 'development',
      featureSources: [{ frame: Object.values(VIDEO_PLAYER_ORIGINS) }],
    })
  },
  async redirects() {
    return [
      { source: '/en-us/blogs', destination: '/blogs', permanent: true },
      { source: '/en-us/blogs/:path*', destination: '/blogs/:path*', permanent: true },
      // The USA edition has no news either; its readers get India's (as with the blogs).
      { source: '/en-us/news', destination: '/news', permanent: true },
      { source: '/en-us/news/:path*', destination: '/news/:path*', permanent: true },
    ]
  },
}

/**
 * withPayload sends client-hint headers (Accept-CH, Critical-CH, Vary) on every route; on public pages
 * Critical-CH makes Chrome restart the first load, so they are kept to the admin, which uses them.
 */
function limitClientHintsToAdmin(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers
  if (!payloadHeaders) return config
  return {
    ...config,
    async headers() {
      const rules = await payloadHeaders()
      return rules.map((rule) => (rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))
    },
  }
}

export default limitClientHintsToAdmin(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
