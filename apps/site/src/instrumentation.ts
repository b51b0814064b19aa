/**
 * Runs once when the server starts: a bad configuration stops the process now, not at the first
 * request. Next only logs an error thrown here and serves on, hence the exit.
 */
export async function register() {
  try {
    const { env } = await import('./lib/env')
    env()
  } catch (e) {
    console.error(`[site] ${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  }
  // The console's redirects and closed sites apply from the first request (src/proxy.ts); a cms that is not up yet
  // only delays them: the table is read again on the next request.
  const { isBuildPhase } = await import('./lib/env')
  if (!isBuildPhase()) {
    const { loadRedirects } = await import('./lib/redirects')
    const { loadColumns } = await import('./lib/columns')
    const { loadSites } = await import('./lib/site-table')
    await Promise.all([loadRedirects(), loadColumns(), loadSites()])
  }
}
