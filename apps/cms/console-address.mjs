// @ts-check
// Where the console may be opened: the addresses in CMS_PUBLIC_URL (comma-separated). server.mjs
// answers a console page asked for at any other address with one page naming the right address:
// there the session cookie and Payload's CSRF list would not count it, and every save would be
// refused as 「无权」. docs/configuration.md describes the variable; src/lib/env.ts reads it too.

/** The development defaults when CMS_PUBLIC_URL is unset (src/lib/env.ts has the same). */
export const DEFAULT_CONSOLE_URLS = ['http://127.0.0.1:3001', 'http://localhost:3001']

/**
 * The configured console addresses, in order (the first is the one to name).
 * @param {string | undefined} value CMS_PUBLIC_URL
 * @returns {URL[]}
 */
export function consoleUrls(value) {
  const list = (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .flatMap((u) => {
      try {
        return [new URL(u)]
      } catch {
        return []
      }
    })
  return list.length ? list : DEFAULT_CONSOLE_URLS.map((u) => new URL(u))
}

/**
 * Whether a request's Host is one of the console's addresses. A proxy that passes on the host
 * without its port (nginx's `$host`) still matches the configured host name.
 * @param {URL[]} urls
 * @param {string | undefined} hostHeader
 */
export function isConsoleHost(urls, hostHeader) {
  const host = (hostHeader ?? '').trim().toLowerCase()
  if (!host) return false
  const hasPort = /:\d+$/.test(host)
  return urls.some((u) => u.host === host || (!hasPort && u.hostname === host))
}

const escapeHtml = (/** @type {string} */ s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page shown at an address that is not the console's: which address to use instead, with a
 * link to the same page there.
 * @param {URL[]} urls
 * @param {string | undefined} hostHeader
 * @param {string} path the request's path and query
 */
export function wrongAddressPage(urls, hostHeader, path) {
  const first = /** @type {URL} */ (urls[0])
  const target = new URL(path.startsWith('/admin') ? path : '/admin', first.origin).href
  const here = escapeHtml(hostHeader ?? '')
  const others = urls.slice(1).map((u) => `<li>${escapeHtml(u.origin)}/admin</li>`)
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>请使用内容管理平台的正式地址</title>
<style>body{font:16px/1.7 system-ui,sans-serif;max-width:40rem;margin:12vh auto;padding:0 1.5rem;color:#222}h1{font-size:1.4rem}a{color:#0b5cad;word-break:break-all}.box{border:1px solid #ccd;border-radius:6px;padding:1rem 1.25rem;background:#f7f8fb}</style>
</head><body><main>
<h1>请使用内容管理平台的正式地址</h1>
<p>您打开的地址（${here}）不是本校内容管理平台的地址。在这个地址下无法登录或保存内容。</p>
<p class="box">请改用：<a href="${escapeHtml(target)}">${escapeHtml(first.origin)}/admin</a></p>
${others.length ? `<p>以下地址同样可以使用：</p><ul>${others.join('')}</ul>` : ''}
<p>如需从当前地址使用后台，请联系信息技术部门，在配置项 CMS_PUBLIC_URL 中加入该地址。</p>
</main></body></html>`
}
