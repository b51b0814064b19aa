import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

/**
 * Outgoing requests of the site inspection. External addresses are resolved and every address the
 * socket would connect to is checked (in the socket's own lookup, so a second DNS answer cannot
 * slip a private address in): loopback, private, link-local, carrier-grade NAT, multicast and
 * reserved ranges are refused unless listed in INSPECTION_ALLOW_ADDRESSES. No SSRF.
 */

const v4 = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0)

/** IPv4 ranges no external link may reach: [network, prefix length]. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]

const inV4 = (ip: string, [network, bits]: [string, number]) => {
  const mask = bits === 0 ? 0 : 2 ** 32 - 2 ** (32 - bits)
  return (v4(ip) & mask) >>> 0 === (v4(network) & mask) >>> 0
}

/** Whether an address is private, loopback or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return BLOCKED_V4.some((r) => inV4(address, r))
  if (!net.isIPv6(address)) return true
  const a = address.toLowerCase()
  const mapped = a.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)
  if (mapped) return isPrivateAddress(mapped[1]!)
  return (
    a === '::' ||
    a === '::1' ||
    a.startsWith('fc') ||
    a.startsWith('fd') ||
    a.startsWith('fe8') ||
    a.startsWith('fe9') ||
    a.startsWith('fea') ||
    a.startsWith('feb') ||
    a.startsWith('ff') ||
    a.startsWith('64:ff9b:') ||
    a.startsWith('2001:db8')
  )
}

/** Whether `address` is on the allowlist (addresses, or IPv4 CIDRs such as 127.0.0.0/8). */
export function isAllowed(address: string, allow: readonly string[]): boolean {
  return allow.some((entry) => {
    const [network, bits] = entry.split('/')
    if (bits !== undefined && net.isIPv4(address) && net.isIPv4(network!))
      return inV4(address, [network!, Number(bits)])
    return entry === address
  })
}

export class BlockedAddressError extends Error {}

export interface Answer {
  status: number
  location: string | null
  contentType: string
  body: string
}

export interface FetchOptions {
  timeoutMs: number
  /** Check the addresses connected to (external links); internal pages are the configured site. */
  guard?: { allow: readonly string[] }
  /** How much of the body to read (bytes); 0 reads none. */
  maxBody?: number
  method?: 'GET' | 'HEAD'
}

const MAX_BODY = 512 * 1024

/** One request, no redirects followed: the caller decides what a redirect means. */
export function fetchOnce(target: string, o: FetchOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let url: URL
    try {
      url = new URL(target)
    } catch {
      reject(new Error('地址格式不正确'))
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new Error('不支持的协议'))
      return
    }
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const guard = o.guard
    if (guard && net.isIP(host) && isPrivateAddress(host) && !isAllowed(host, guard.allow)) {
      reject(new BlockedAddressError(`指向内网地址 ${host}，未检查`))
      return
    }
    const lookup = guard
      ? (
          hostname: string,
          options: object,
          cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
        ) => {
          dnsLookup(hostname, { all: true }, (err, addresses) => {
            if (err) return cb(err, '')
            const bad = addresses.find(
              (a) => isPrivateAddress(a.address) && !isAllowed(a.address, guard.allow),
            )
            if (bad)
              return cb(new BlockedAddressError(`${hostname} 解析到内网地址 ${bad.address}，未检查`), '')
            if ((options as { all?: boolean }).all) return cb(null, addresses)
            cb(null, addresses[0]!.address, addresses[0]!.family)
          })
        }
      : undefined
    const client = url.protocol === 'https:' ? https : http
    const limit = o.maxBody ?? MAX_BODY
    const req = client.request(
      url,
      {
        method: o.method ?? 'GET',
        lookup: lookup as never,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; ou-site-inspection/1.0)',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        },
        // A school's outbound links include sites with old certificates: an expired certificate is
        // not a broken link, and the body is only read for words.
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          })
        if (limit === 0 || (res.statusCode ?? 0) >= 300) {
          res.resume()
          res.on('end', done)
          res.on('error', done)
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
    req.setTimeout(o.timeoutMs, () => req.destroy(new Error(`${Math.round(o.timeoutMs / 1000)} 秒内无响应`)))
    req.on('error', reject)
    req.end()
  })
}

/** The domain a host belongs to, for "redirects to another domain": www.a.edu.cn → a.edu.cn. */
export function baseDomain(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, '')
  if (net.isIP(h)) return h
  const parts = h.split('.')
  const second = new Set(['com', 'net', 'org', 'gov', 'edu', 'ac', 'co'])
  const n = parts.length >= 3 && second.has(parts[parts.length - 2]!) && parts.at(-1)!.length === 2 ? 3 : 2
  return parts.slice(-n).join('.')
}
