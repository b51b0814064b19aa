import { BlockList, isIP } from 'node:net'

/**
 * The client address of a request, for rate limits, letters and the audit log.
 *
 * Only the TCP peer is known for certain; `server.mjs` records it in PEER_HEADER (overwriting
 * whatever a client sent under that name). `X-Forwarded-For` is believed only as far as the hops
 * that appended to it are trusted proxies (TRUSTED_PROXIES): walking from the peer leftwards, each
 * trusted hop vouches for the entry before it, and the first untrusted one is the client.
 */

/** The request header in which server.mjs records the socket's peer address. */
export const PEER_HEADER = 'x-ou-peer'
/** Set by server.mjs on the process: without it, PEER_HEADER could have come from a client. */
const SERVER_MARK = Symbol.for('ou.cms.server')

export const servedByOurServer = () => (globalThis as Record<symbol, unknown>)[SERVER_MARK] === PEER_HEADER

/** Web Headers, or anything else that looks a header up by its lower-case name. */
export type HeaderReader = { get: (name: string) => string | null }

export type TrustedProxies =
  | { kind: 'none' }
  /** The nearest N hops are proxies (the peer, then the last N-1 entries of X-Forwarded-For). */
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; list: BlockList; text: string }

/** `""` (trust none), a hop count (`1`), or addresses and CIDRs (`127.0.0.1, 10.0.0.0/8, ::1`). */
export function parseTrustedProxies(text: string): TrustedProxies {
  const value = text.trim()
  if (!value) return { kind: 'none' }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 32) throw new Error('hop count must be at most 32')
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops }
  }
  const list = new BlockList()
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [addr = '', prefix] = entry.split('/')
    const family = isIP(addr)
    if (!family) throw new Error(`"${entry}" is not an address or CIDR`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) {
      list.addAddress(addr, type)
    } else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
        throw new Error(`"${entry}" has a bad prefix`)
      list.addSubnet(addr, bits, type)
    }
  }
  return { kind: 'list', list, text: value }
}

/** A plain address: an IPv4 peer of a dual-stack socket reads ::ffff:10.0.0.1, staff know it as 10.0.0.1. */
export function normalizeAddress(value: string): string {
  const v = value.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(v)
  return mapped ? mapped[1]! : v
}

function isTrusted(trust: TrustedProxies, addr: string): boolean {
  if (trust.kind !== 'list') return false
  const family = isIP(addr)
  return family !== 0 && trust.list.check(addr, family === 4 ? 'ipv4' : 'ipv6')
}

/** The client's address from the socket peer and the X-Forwarded-For chain, as far as it is trusted. */
export function resolveClient(
  peer: string,
  forwardedFor: string | null | undefined,
  trust: TrustedProxies,
): string {
  let client = normalizeAddress(peer)
  if (trust.kind === 'none' || !forwardedFor) return client
  const hops = forwardedFor
    .split(',')
    .map(normalizeAddress)
    .filter((s) => s !== '')
  if (trust.kind === 'hops') {
    for (let i = 0; i < trust.hops && hops.length; i++) {
      const next = hops.pop()!
      // A proxy appends what it saw; anything that is not an address was not written by one.
      if (!isIP(next)) break
      client = next
    }
    return client
  }
  while (isTrusted(trust, client) && hops.length) {
    const next = hops.pop()!
    if (!isIP(next)) break
    client = next
  }
  return client
}

/**
 * The client address of a request reaching this process, or '' when the process was not started
 * by server.mjs (then no header can be believed; `next dev` only, since production refuses that).
 */
export function clientAddressOf(headers: HeaderReader | undefined, trust: TrustedProxies): string {
  if (!headers || !servedByOurServer()) return ''
  const peer = headers.get(PEER_HEADER)
  if (!peer) return ''
  return resolveClient(peer, headers.get('x-forwarded-for'), trust).slice(0, 64)
}
