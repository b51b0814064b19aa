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
}
