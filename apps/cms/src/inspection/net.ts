import net from 'node:net'

/** The domain a host belongs to, for "redirects to another domain": www.a.edu.cn → a.edu.cn. */
export function baseDomain(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, '')
  if (net.isIP(h)) return h
  const parts = h.split('.')
  const second = new Set(['com', 'net', 'org', 'gov', 'edu', 'ac', 'co'])
  const n = parts.length >= 3 && second.has(parts[parts.length - 2]!) && parts.at(-1)!.length === 2 ? 3 : 2
  return parts.slice(-n).join('.')
}
