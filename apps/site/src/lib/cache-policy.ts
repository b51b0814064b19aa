/**
 * The Cache-Control of every public answer (pages, router payloads, sitemaps and feeds).
 *
 * A shared proxy may keep it for a second (s-maxage), so an edit shows within two seconds;
 * browsers check again on every visit (max-age=0), and nothing stops the back/forward cache.
 *
 * No `stale-while-revalidate`: browsers honour it too. Chromium then answers a repeated router
 * prefetch (the same `?_rsc=` address) from its HTTP cache and revalidates it in the background,
 * and those background requests never report an end: the tab never goes network-idle and its
 * connections stay busy. Serving stale copies while one request refreshes them is the shared
 * cache's own setting (nginx: `proxy_cache_use_stale updating`; apps/site/server.mjs likewise).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1'

/** Draft previews (app/preview): kept by no cache at all, shared or private. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store, max-age=0'
