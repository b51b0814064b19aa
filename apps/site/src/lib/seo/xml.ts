import { PUBLIC_CACHE_CONTROL } from '../cache-policy'

/** Text for an XML element or attribute. */
export const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** An XML answer that shared caches may keep briefly; publishing expires the data behind it. */
export function xmlResponse(body: string, type = 'application/xml') {
  return new Response(body, {
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': PUBLIC_CACHE_CONTROL,
    },
  })
}
