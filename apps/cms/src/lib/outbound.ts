import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * The one client for every request the cms makes on content's behalf (the inspection's links and
 * sitemaps, the uptime probe). Content decides where these go, so the target is checked, and
 * checked again at every redirect hop:
 * - the configured origins (the site's SITE_URL, the cms's own CMS_PUBLIC_URL) are trusted as they are;
 * - any other host is resolved, and every address the socket may connect to must be a public
 *   unicast address (ipaddr.js classifies it, after unwrapping IPv4-mapped and -compatible IPv6),
 *   unless it is named in INSPECTION_ALLOW_ADDRESSES. The check runs in the socket's own lookup, so a
 *   second DNS answer cannot slip a private address in.
 * Failures come back as an outcome class (OUTCOMES), never as the text of a response or of a
 * socket error, which would carry what an internal service said.
 */

/** Why a request gave no usable answer: shown to staff in findings, in these words only. */
export const OUTCOMES = {
  blocked: '指向内网或保留地址，已拒绝访问',
  dns: '域名无法解析',
  refused: '连接被拒绝',
  reset: '连接被中断',
  timeout: '响应超时',
  tls: '安全连接（HTTPS）建立失败',
  redirects: '重定向次数过多',
  badUrl: '地址格式不正确',
  scheme: '不支持的协议',
  other: '无法连接',
} as const
export type OutcomeClass = keyof typeof OUTCOMES

export class OutboundError extends Error {
  constructor(readonly outcome: OutcomeClass) {
    super(OUTCOMES[outcome])
  }
}

/** Maps a socket or TLS error to its class. */
export function outcomeOf(e: unknown): OutcomeClass {
  if (e instanceof OutboundError) return e.outcome
  const code = String((e as { code?: unknown })?.code ?? '')
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'dns'
  if (code === 'ECONNREFUSED') return 'refused'
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return 'reset'
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout'
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/.test(code)) return 'tls'
  if (code === 'ERR_INVALID_URL') return 'badUrl'
  return 'other'
}

/**
 * What to tell staff about a failure: the Chinese words of its outcome class, or the message of an
 * error the cms raised itself in Chinese. Never a socket's or library's own text (`ECONNREFUSED`,
 * `socket hang up`, `Invalid URL`), which is English and may carry an internal address.
 */
export function outcomeMessage(e: unknown): string {
  if (e instanceof OutboundError) return e.message
  const message = e instanceof Error ? e.message : ''
  if (/[\u4e00-\u9fff]/.test(message) && !(e as { code?: unknown }).code) return message
  return OUTCOMES[outcomeOf(e)]
}

/** Parses any spelling of an address (dotted, mapped, compatible), or null for a name. */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const a = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!net.isIP(a)) return null
  let ip = ipaddr.parse(a)
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address()
    // IPv4-compatible (::a.b.c.d, deprecated) reaches a.b.c.d on some stacks.
    else if (v6.parts.slice(0, 6).every((p) => p === 0) && (v6.parts[6] !== 0 || v6.parts[7]! > 1))
      ip = ipaddr.IPv4.parse(
        `${v6.parts[6]! >> 8}.${v6.parts[6]! & 255}.${v6.parts[7]! >> 8}.${v6.parts[7]! & 255}`,
      )
  }
  return ip
}

/**
 * Whether an address is not on the public internet: loopback, private, link-local, carrier-grade
 * NAT, multicast, reserved, documentation, NAT64 and 6to4/Teredo tunnels (whose embedded IPv4 could
 * be anything). Only ipaddr.js's `unicast` range is public. A name (not an address) counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = parseAddress(address)
  return !ip || ip.range() !== 'unicast'
}

/** Whether `address` is on the allowlist (addresses, or CIDRs such as 127.0.0.0/8). */
export function isAllowed(address: string, allow: readonly string[]): boolean {
  const ip = parseAddress(address)
  if (!ip) return false
  return allow.some((entry) => {
    try {
      if (entry.includes('/')) {
        const [network, bits] = ipaddr.parseCIDR(entry)
        return network.kind() === ip.kind() && ip.match(network, bits)
      }
      const other = parseAddress(entry)
      return other !== null && other.kind() === ip.kind() && other.toString() === ip.toString()
    } catch {
      return false
    }
  })
}

export interface OutboundAnswer {
  status: number
  location: string | null
  contentType: string
  body: string
  /** The address finally answered (after redirects when followed). */
  url: string
  /** Whether `url` is one of the trusted origins (the site or the cms itself). */
  trusted: boolean
}

export interface OutboundOptions {
  timeoutMs: number
  /** Origins reached without the address check: the site and the cms as configured. */
  trusted: readonly string[]
  /** Private addresses that may be reached anyway (INSPECTION_ALLOW_ADDRESSES). */
  allow: readonly string[]
  /** How much of the body to read (bytes); 0 reads none. */
  maxBody?: number
  /**
   * Redirects to follow (each hop checked like the first); 0 answers the redirect itself. A body is
   * read only from an answer that is not a redirect.
   */
  redirects?: number
  /** A body from an untrusted origin is read only when this is true (external pages, for words). */
  readUntrusted?: boolean
}

const MAX_BODY = 512 * 1024

const originOf = (u: string) => {
  try {
    return new URL(u).origin
  } catch {
    return ''
  }
}

/** One request, through the address check, following redirects as asked. */
export async function outboundFetch(target: string, o: OutboundOptions): Promise<OutboundAnswer> {
  const trusted = new Set(o.trusted.map(originOf).filter(Boolean))
  let current = target
  for (let hop = 0; ; hop++) {
    const isTrusted = trusted.has(originOf(current))
    const a = await requestOnce(current, o, isTrusted)
    const redirect = a.status >= 300 && a.status < 400 && a.location
    if (!redirect || hop >= (o.redirects ?? 0)) {
      if (redirect && (o.redirects ?? 0) > 0) throw new OutboundError('redirects')
      return a
    }
    try {
      current = new URL(a.location!, current).href
    } catch {
      throw new OutboundError('badUrl')
    }
  }
}

function requestOnce(target: string, o: OutboundOptions, isTrusted: boolean): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    let url: URL
    try {
      url = new URL(target)
    } catch {
      reject(new OutboundError('badUrl'))
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new OutboundError('scheme'))
      return
    }
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const refused = (address: string) => isPrivateAddress(address) && !isAllowed(address, o.allow)
    // An address in the URL is connected to without a lookup: check it here.
    if (!isTrusted && net.isIP(host) && refused(host)) {
      reject(new OutboundError('blocked'))
      return
    }
    const lookup = isTrusted
      ? undefined
      : (
          hostname: string,
          options: object,
          cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
        ) => {
          dnsLookup(hostname, { all: true }, (err, addresses) => {
            if (err) return cb(err, '')
            if (!addresses.length || addresses.some((a) => refused(a.address)))
              return cb(new OutboundError('blocked'), '')
            if ((options as { all?: boolean }).all) return cb(null, addresses)
            cb(null, addresses[0]!.address, addresses[0]!.family)
          })
        }
    const client = url.protocol === 'https:' ? https : http
    const limit = o.maxBody ?? MAX_BODY
    const readBody = isTrusted || o.readUntrusted === true
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: lookup as never,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; ou-site-inspection/1.0)',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        },
        // A school's outbound links include sites with old certificates: an expired certificate is
        // not a broken link, and the body is only read for words.
        rejectUnauthorized: false,
        // A kept-alive socket was checked when it connected; untrusted hosts get none to share.
        ...(isTrusted ? {} : { agent: false }),
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        const status = res.statusCode ?? 0
        const done = () =>
          resolve({
            status,
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            url: url.href,
            trusted: isTrusted,
          })
        if (limit === 0 || !readBody || status >= 300) {
          res.destroy()
          done()
          return
        }
        res.on('data', (c: Buffer) => {
          if (size < limit) chunks.push(c)
          size += c.length
          if (size >= limit) {
            res.destroy()
            done()
          }
        })
        res.on('end', done)
        res.on('error', done)
      },
    )
    req.setTimeout(o.timeoutMs, () => req.destroy(new OutboundError('timeout')))
    req.on('error', (e) => reject(e instanceof OutboundError ? e : new OutboundError(outcomeOf(e))))
    req.end()
  })
}
