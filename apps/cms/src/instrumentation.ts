/**
 * Runs once when the server starts: a bad configuration (or a production secret that is missing,
 * short or published) stops the process now, not at the first request. Next only logs an error
 * thrown here and serves on, hence the exit.
 */
export async function register() {
  try {
    const { env } = await import('./lib/env')
    const { servedByOurServer } = await import('./lib/clientAddress')
    if (env.production && !servedByOurServer()) {
      // Without server.mjs no header names the real client, so every rate limit would be spoofable.
      throw new Error('Start the cms with `node apps/cms/server.mjs` (npm start does), not `next start`.')
    }
  } catch (e) {
    console.error(`[cms] ${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  }
}
