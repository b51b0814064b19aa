/**
 * A database that cannot be reached for a moment (PostgreSQL restarting or failing over, SQLite
 * locked past its busy timeout) is a wait, not a server fault: callers answer 503 with
 * Retry-After and BUSY_TEXT, and the site's forms send again by themselves (docs/api.md).
 */

/** The visitor's sentence while the database is away. */
export const BUSY_TEXT = '系统繁忙，请稍后重试'

/** Seconds to wait before sending again: a PostgreSQL restart takes a few seconds. */
export const DB_RETRY_AFTER_S = 3

// Node's socket errors on the way to the server.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
  'EAI_AGAIN',
])
// PostgreSQL's SQLSTATEs of a server going away or not yet there: class 08 (connection
// exception), 57P01-57P03 (shut down by the administrator, crash, cannot connect now), 53300
// (too many connections).
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_BUSY_SNAPSHOT'])
// Messages of pg and pg-pool that carry no code.
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
  /Client was closed and is not queryable/i,
  /server closed the connection unexpectedly/i,
  /connect ECONNREFUSED/i,
  /database is locked/i,
  // Wrappers that keep only the socket error's text, e.g. Payload's
  // "Error: cannot begin transaction: read ECONNRESET" (no code, no cause).
  /\b(ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|ETIMEDOUT|ENOTCONN)\b/,
]

/**
 * Whether an error (or one it wraps: drizzle's `cause`, an AggregateError's `errors`) says the
 * database could not be reached, rather than that the query or the data was wrong.
 */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  if (depth > 6 || typeof e !== 'object' || e === null) return false
  const err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  const code = typeof err.code === 'string' ? err.code : ''
  if (SOCKET_CODES.has(code) || PG_CODES.has(code) || SQLITE_CODES.has(code)) return true
  if (/^08[0-9A-Z]{3}$/.test(code)) return true
  const message = typeof err.message === 'string' ? err.message : ''
  if (MESSAGES.some((m) => m.test(message))) return true
  if (Array.isArray(err.errors) && err.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true
  return err.cause !== e && isDatabaseUnavailable(err.cause, depth + 1)
}

/**
 * For an error that `isDatabaseUnavailable` does not recognise: whether the database answers a
 * trivial query within `ms`. A failure of an unknown shape while the database is away (a wrapper
 * that drops the cause, a driver's new message) is then still the busy 503, not a 500; a genuine
 * fault with the database up stays a 500.
 */
export async function databaseAnswers(probe: () => Promise<unknown>, ms = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([probe().then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
