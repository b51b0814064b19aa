/** Stale-chunk reload guard: after a deploy, a page whose chunk is gone reloads, at most once per path every 10 s. */
export const RELOAD_GUARD_MS = 10_000
const PREFIX = 'chunk-reload:'

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { name?: unknown; message?: unknown }
  const name = typeof e.name === 'string' ? e.name : ''
  const message = typeof e.message === 'string' ? e.message : ''
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module/i.test(
      message,
    )
  )
}

/** Reloads the page unless this path was reloaded for the same reason less than 10 s ago. */
export function reloadForStaleChunk(): boolean {
  const key = PREFIX + window.location.pathname
  const now = Date.now()
  let last = 0
  try {
    last = Number(window.sessionStorage.getItem(key)) || 0
  } catch {
    // No session storage: fall through and reload once.
  }
  if (now - last < RELOAD_GUARD_MS) return false
  try {
    window.sessionStorage.setItem(key, String(now))
  } catch {
    // Ignore: a reload loop is still bounded by the browser's own error page.
  }
  window.location.reload()
  return true
}
