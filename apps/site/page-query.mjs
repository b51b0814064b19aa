// @ts-check
/**
 * The query parameters a public page is made from. Any other parameter (utm_source, from=weixin,
 * a random cache-buster) leaves the page as it is: the site renders and keeps the page under its
 * path and these parameters only (src/proxy.ts, server.mjs), and nginx keys its cache the same
 * way (deploy/nginx.conf, the `$ou_arg_*` maps). The three must agree, spelling for spelling, or
 * one address could be kept under another's key: so a parameter counts only when its name is
 * written exactly so (not `PAGE`, not `pag%65`), and only its first occurrence, as sent.
 *
 * page: lists (src/lib/routes.ts queryRoute); theme_id: featured pages; keyword, type: the site
 * search and the disclosure search; scope: the site search's 本站 / 全部站点 (站群); major_id: the sign-up form's major; _rsc: Next's router.
 */
export const PAGE_PARAMS = /** @type {const} */ ([
  'page',
  'theme_id',
  'keyword',
  'type',
  'scope',
  'major_id',
  '_rsc',
])

const FIRST = PAGE_PARAMS.map((name) => new RegExp(`(?:^|&)(${name}=[^&]*)`))

/**
 * The page's own parameters out of a raw query string (without its `?`), in a fixed order, each
 * `name=value` exactly as sent: `r=1&page=2&utm_source=x&page=3` → `page=2`.
 */
export function pageQuery(/** @type {string} */ search) {
  const parts = []
  for (const re of FIRST) {
    const m = re.exec(search)
    if (m) parts.push(m[1])
  }
  return parts.join('&')
}

/** Path and page parameters of a request target (`/news/1?r=5&page=2` → `/news/1?page=2`). */
export function pageAddress(/** @type {string} */ url) {
  const q = url.indexOf('?')
  if (q < 0) return url
  const query = pageQuery(url.slice(q + 1))
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q)
}
