import { createHmac } from 'node:crypto'
import ipaddr from 'ipaddr.js'
import { env } from '@/env'
import { DEFAULT_EDITION, EDITIONS, isEditionCode, splitEditionPath, type EditionCode } from '@/i18n/editions'

/**
 * The client's address. The web process (scripts/web-server.ts) sets X-Forwarded-For to the one address it
 * worked out from the socket and the proxies it trusts; under `next dev` Next fills the header with the socket
 * address when no client sent one.
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}

/**
 * The client as the per-address limits and the leads' `ipHash` count it: its IPv4 address, or the /64 of an IPv6 one.
 * An IPv6 subscriber gets a /64 at least and chooses the other half of the address at will (privacy addresses change
 * daily), so counting whole IPv6 addresses would let one sender take a fresh bucket for each request.
 */
export function clientNetwork(headers: Headers): string {
  const ip = clientIp(headers)
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip) // an IPv4-mapped IPv6 address is its IPv4 one
  return address.kind() === 'ipv6' ? `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64` : address.toString()
}

const ipHashKey = createHmac('sha256', env.PAYLOAD_SECRET).update('client-ip-hash').digest()

/** A keyed hash of an address: repeat senders can be recognised without storing who they are. */
export function hashIp(ip: string): string {
  return createHmac('sha256', ipHashKey).update(ip).digest('hex').slice(0, 32)
}

/**
 * The edition whose language the answer should use. The site's forms send their page's language (en-IN, es-MX,
 * en-US) as Accept-Language; other clients get the closest edition by language.
 */
export function editionFromAcceptLanguage(header: string | null): EditionCode {
  const tags = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean)
  for (const tag of tags) {
    const exact = EDITIONS.find((e) => e.htmlLang.toLowerCase() === tag)
    if (exact) return exact.code
  }
  for (const tag of tags) {
    const byLanguage = EDITIONS.find((e) => e.htmlLang.slice(0, 2).toLowerCase() === tag.slice(0, 2))
    if (byLanguage) return byLanguage.code
  }
  return DEFAULT_EDITION
}

/** The edition of a call: `?edition=` when it names one (a page's download links), else Accept-Language. */
export function requestEdition(request: Request, url = new URL(request.url)): EditionCode {
  const named = url.searchParams.get('edition')
  return isEditionCode(named) ? named : editionFromAcceptLanguage(request.headers.get('accept-language'))
}

/** The edition a page URL belongs to (its path prefix); the default edition has none. */
export function editionFromUrl(url: string): EditionCode {
  return splitEditionPath(new URL(url, 'http://localhost').pathname).edition
}
