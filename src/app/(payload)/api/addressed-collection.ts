import config from '@payload-config'
import { getPayload } from 'payload'

/** The collection a REST request to `/api/<slug>/…` addresses, if `slug` names one. */
export async function addressedCollection(slug: string | undefined) {
  if (!slug) return undefined
  const payload = await getPayload({ config })
  return payload.collections[slug as keyof typeof payload.collections]?.config
}

/** The global a REST request to `/api/globals/<slug>/…` addresses, if `slug` names one. */
export async function addressedGlobal(slug: string | undefined) {
  if (!slug) return undefined
  const payload = await getPayload({ config })
  return payload.config.globals.find((global) => global.slug === slug)
}
