/** The site's icon: the monogram on the brand colour. */
export const BRAND_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b3d91"/><path d="M8 23V9l8 9V9m0 14 8-14" stroke="#fbbf24" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>'

/**
 * The icon as the pages' favicon, inline: a favicon file is a request of its own that the browser starts while the
 * page is still painting, and on a slow network it delays the largest paint by a round trip.
 */
export const BRAND_ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(BRAND_ICON_SVG)}`
