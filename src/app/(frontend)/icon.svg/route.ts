import { BRAND_ICON_SVG } from '@/chrome/shell/brand-icon'

/** GET /icon.svg: the site's icon as a file, shown by push notifications. */
export function GET() {
  return new Response(BRAND_ICON_SVG, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
