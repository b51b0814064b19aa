// @ts-check
/**
 * The site's Content-Security-Policy, whole, in one place. server.mjs sets it on every HTML page
 * it answers, once the page is complete: script-src allows the sha256 hashes of that page's own
 * inline scripts (Next's bootstrap and RSC payload) and no other inline script. The API origins
 * are runtime configuration (API_BASE_URL, PUBLIC_API_BASE_URL).
 */
import { createHash } from 'node:crypto'

const origin = (/** @type {string | undefined} */ url) => {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/**
 * The console's origins, which alone may frame a draft preview (its 实时预览) and send it the
 * editor's unsaved values: CMS_PUBLIC_URL (comma-separated, the same value as the cms's); unset,
 * the API's public origin, where the console is served too.
 * @param {{ apiBaseUrl?: string, publicApiBaseUrl?: string, consoleUrls?: string }} config
 * @returns {string[]}
 */
export function consoleOrigins(config) {
  const listed = (config.consoleUrls ?? '').split(',').map((u) => origin(u.trim()))
  const origins = listed.filter(Boolean)
  if (origins.length) return [...new Set(origins)]
  return [origin(config.publicApiBaseUrl) || origin(config.apiBaseUrl || 'http://127.0.0.1:3001')]
}

/**
 * @param {{ apiBaseUrl?: string, publicApiBaseUrl?: string, consoleUrls?: string }} config
 * @param {string[]} scriptHashes the page's inline scripts (`inlineScriptHashes`)
 * @param {{ framedByConsole?: boolean }} [page] draft previews may be framed by the console's live
 *   preview, from exactly the console's origins
 */
export function contentSecurityPolicy(config, scriptHashes, page = {}) {
  const api = origin(config.apiBaseUrl || 'http://127.0.0.1:3001')
  const publicApi = origin(config.publicApiBaseUrl) || api
  const sources = [...new Set([api, publicApi].filter(Boolean))].join(' ')
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${sources}`,
    "font-src 'self' data:",
    `connect-src 'self' ${sources}`,
    `media-src 'self' data: ${sources}`,
    page.framedByConsole ? `frame-ancestors ${consoleOrigins(config).join(' ')}` : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi
const DATA_BLOCK = /\btype\s*=\s*["']?(?!(?:text|application)\/javascript|module)[^"'\s>]+/i

/** Hashes of recently seen scripts: the bootstrap line and the shared chunks repeat on every page. */
const hashMemo = new Map()
function sha256(/** @type {string} */ text) {
  let h = hashMemo.get(text)
  if (h === undefined) {
    h = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
    // Only short scripts are worth remembering; a page's payload is hashed once per copy anyway.
    if (text.length <= 4096) {
      if (hashMemo.size >= 2000) hashMemo.clear()
      hashMemo.set(text, h)
    }
  }
  return h
}

/** The hash source of every inline script of an HTML document (data blocks excepted). */
export function inlineScriptHashes(/** @type {string} */ html) {
  const hashes = new Set()
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs)) continue
    hashes.add(sha256(m[2] ?? ''))
  }
  return [...hashes]
}
