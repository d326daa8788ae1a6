import net from 'node:net'

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, as a dual-stack socket reports it) in its IPv4 form. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

/**
 * The proxies allowed to say who their client is: addresses and CIDR ranges, IPv4 or IPv6, separated by commas
 * or spaces (`TRUSTED_PROXIES="127.0.0.1, 10.0.0.0/8, fd00::/8"`). Throws on an entry that is neither, so a typo
 * stops the process at its start rather than trusting nobody, or everybody, in silence.
 */
export function parseTrustedProxies(list: string | undefined): net.BlockList {
  const trusted = new net.BlockList()
  for (const entry of (list ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, ...extra] = entry.split('/')
    const family = net.isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const validBits = bits === undefined || (prefix !== '' && Number.isInteger(bits) && bits >= 0 && bits <= (family === 6 ? 128 : 32))
    if (!family || extra.length > 0 || !validBits) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range.`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) trusted.addAddress(address, type)
    else trusted.addSubnet(address, bits, type)
  }
  return trusted
}

const isTrusted = (trusted: net.BlockList, address: string) => {
  const family = net.isIP(address)
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** Whether the socket's peer is one of the trusted proxies (whose X-Forwarded-For and X-Request-Id count). */
export function isTrustedPeer(peer: string | undefined, trusted: net.BlockList): boolean {
  return isTrusted(trusted, plainAddress(peer ?? ''))
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then X-Forwarded-For read from
 * the right, past every trusted proxy, to the first address that is not one (the leftmost when all are). An
 * entry that is not an address ends the walk at the proxy that passed it on. With no trusted proxy the header
 * counts for nothing, so no client picks its own address.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: net.BlockList): string {
  let client = plainAddress(peer ?? '')
  if (!isTrusted(trusted, client)) return client || 'unknown'
  const hops = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (const hop of hops.reverse()) {
    const address = plainAddress(hop)
    if (!net.isIP(address)) break
    client = address
    if (!isTrusted(trusted, address)) break
  }
  return client
}
