import { isSiteRoute } from '@ou/contract/pages'

/**
 * Redirect rules shared by the `redirects` collection, its public call and the nginx export:
 * how an address is normalised, and the loop check.
 */

/** A redirect's source: a path on this site. A full address of the old site keeps its path. */
export function normaliseFrom(value: string): string | null {
  let v = value.trim()
  if (/^https?:\/\//i.test(v)) {
    try {
      v = new URL(v).pathname
    } catch {
      return null
    }
  }
  // `$` would read as a variable in the exported nginx map.
  if (!v.startsWith('/') || v.startsWith('//') || /[\s$]/.test(v)) return null
  // One spelling per address: the query string is not part of a match, a trailing slash is dropped.
  v = v.split(/[?#]/)[0]!
  if (v.length > 1 && v.endsWith('/')) v = v.slice(0, -1)
  return v
}

/** A redirect's target: a path on this site or an http(s) address. */
export function normaliseTo(value: string): string | null {
  const v = value.trim()
  if (/[\s$]/.test(v)) return null
  if (/^https?:\/\/[^/]+/i.test(v)) return v
  if (v.startsWith('/') && !v.startsWith('//')) return v
  return null
}

/**
 * How nginx tells two sources apart: its map matches the decoded path and ignores case, so
 * /zzCase and /zzcase, or /a%41 and /aA, are one key there and would make `nginx -t` fail.
 */
export function nginxKey(from: string): string {
  let v = from
  try {
    v = decodeURI(from)
  } catch {
    // A malformed escape stays as it is, as nginxMap writes it.
  }
  return v.toLowerCase()
}

/**
 * Whether a redirect changes what visitors of the live site see beyond an old address: its source
 * is the home page or one of the site's routes (a page, a column, /platforms…), or its target is
 * outside the school (not a path, not a configured origin, not a host under SCHOOL_HOSTS). Such a
 * redirect needs the right to publish (collections/Redirects.ts).
 */
export function needsReview(
  from: string,
  to: string,
  school: { hosts: readonly string[]; origins: readonly string[] },
): boolean {
  if (isSiteRoute(from)) return true
  if (to.startsWith('/')) return false
  let url: URL
  try {
    url = new URL(to)
  } catch {
    return true
  }
  if (school.origins.includes(url.origin)) return false
  const host = url.hostname.toLowerCase()
  return !(url.port === '' && school.hosts.some((h) => host === h || host.endsWith(`.${h}`)))
}

/** Redirects in force: approved (or harmless) ones; those waiting for review are not applied. */
export const ACTIVE_REDIRECTS = { state: { not_equals: 'pending' } } as const

/** The path a target leads to on this site, or null for an outside address. */
const localPath = (to: string) => (to.startsWith('/') ? normaliseFrom(to) : null)

/**
 * Follows the chain that starts at `from` once it leads to `to`, through the other redirects
 * (`rules`: from → to), and answers the loop it closes, as the addresses in order, or null.
 */
export function findLoop(from: string, to: string, rules: ReadonlyMap<string, string>): string[] | null {
  const chain = [from]
  let next = localPath(to)
  while (next !== null) {
    if (chain.includes(next)) return [...chain, next]
    chain.push(next)
    const target = rules.get(next)
    if (target === undefined) return null
    next = localPath(target)
  }
  return null
}

/**
 * The redirects as nginx `map`s, one per status (nginx's `return` takes a literal code):
 * `$ou_redirect_301` and `$ou_redirect_302` hold the target of the requested path, or "".
 */
export function nginxMap(rules: readonly { from: string; to: string; type: string }[]): string {
  const quote = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`
  // nginx matches $uri decoded.
  const decoded = (s: string) => {
    try {
      return decodeURI(s)
    } catch {
      return s
    }
  }
  // Unique keys whatever is stored (rules saved before the clash check): the first one wins.
  const seen = new Set<string>()
  const unique = rules.filter((r) => {
    const key = nginxKey(r.from)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const map = (type: string) => [
    `map $uri $ou_redirect_${type} {`,
    '    default "";',
    ...unique.filter((r) => r.type === type).map((r) => `    ${quote(decoded(r.from))} ${quote(r.to)};`),
    '}',
  ]
  return [
    '# Redirects kept in the console (跳转管理), exported by the cms (/staff-api/redirects/nginx-map).',
    '# Include in the http block; docs/deploy.md, "Redirects".',
    ...map('301'),
    ...map('302'),
    '',
  ].join('\n')
}
