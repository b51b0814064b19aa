import { randomUUID } from 'node:crypto'
import { Code, type EduType } from '@ou/contract'
import { SignJWT, errors, jwtVerify } from 'jose'
import type { Payload } from 'payload'
import { AuthError } from './errors'
import { env, isPostgres } from './env'
import { sqlOf } from './sql'

/**
 * Student sessions. A token is an HS256 JWT naming a session row; the row decides whose it is and
 * whether it is still open. The session lives while it is used: each call moves its end to 2 hours
 * later (SESSION_IDLE_S), for at most 12 hours after login (the token's own `exp`).
 *
 * Rows are cached in memory (SESSION_CACHE), so checking a token costs no database round trip on
 * the instance that issued it or saw it before. The cache follows the table:
 * - a revocation in the console (afterChange hook, `sessionChanged`) or a sign-out on this
 *   instance updates it at once;
 * - every REFRESH_MS each instance reads the rows changed since its last look (one query for all
 *   sessions), so a revocation on another instance takes effect within that time;
 * - the sliding end is written back at most every EXTEND_EVERY_S per session.
 */

/** Idle lifetime: a session ends 2 hours after its last use. */
export const SESSION_IDLE_S = 2 * 60 * 60
/** A token is never accepted more than 12 hours after login. */
export const TOKEN_MAX_S = 12 * 60 * 60
/** The sliding end is written back when it moved by more than this. */
const EXTEND_EVERY_S = 5 * 60
const REFRESH_MS = 2000
const key = new TextEncoder().encode(env.tokenSecret)
const AUDIENCE = 'student'

interface Session {
  student: number
  eduType: string
  expiresAt: number
  revoked: boolean
}

const cache = new Map<string, Session>()
const CACHE_MAX = 100_000
let lastRefresh = 0
let refreshedUpTo = new Date().toISOString()
let refreshing: Promise<void> | null = null

function remember(jti: string, s: Session) {
  if (cache.size >= CACHE_MAX) {
    // Oldest first (insertion order): drop a tenth; they are read again from the table if used.
    let n = CACHE_MAX / 10
    for (const k of cache.keys()) {
      cache.delete(k)
      if (--n <= 0) break
    }
  }
  cache.set(jti, s)
}

const asMs = (v: unknown) => new Date(v as string).getTime()
const truthy = (v: unknown) => v === true || v === 1 || v === '1'

function fromRow(r: Record<string, unknown>): Session {
  return {
    student: Number(r.student_id),
    eduType: String(r.edu_type),
    expiresAt: asMs(r.expires_at),
    revoked: truthy(r.revoked),
  }
}

/** Called by the collection's afterChange hook: a console edit (revocation) applies at once. */
export function sessionChanged(doc: { jti?: string | null; revoked?: boolean | null; expires_at?: string }) {
  if (!doc.jti) return
  const s = cache.get(doc.jti)
  if (!s) return
  if (doc.revoked) s.revoked = true
  if (doc.expires_at) s.expiresAt = Math.max(s.expiresAt, asMs(doc.expires_at))
}

/**
 * Called when a student is deleted (their session rows go with them): their sessions cached on this
 * instance end at once. Another instance that cached one does not see a deleted row in its refresh;
 * it keeps it until the session's idle end, and the student's records are gone by then (a student
 * with scores is not deleted).
 */
export function studentRemoved(studentId: number) {
  for (const s of cache.values()) if (s.student === studentId) s.revoked = true
}

/** Reads the rows other instances changed since the last look, at most every REFRESH_MS. */
async function refresh(payload: Payload) {
  if (Date.now() - lastRefresh < REFRESH_MS) return
  refreshing ??= (async () => {
    try {
      const from = refreshedUpTo
      const now = new Date().toISOString()
      // Rows changed up to a second before the last look are read again: clocks and commits lag.
      const rows = await sqlOf(payload).execute(
        'SELECT jti, student_id, edu_type, expires_at, revoked FROM student_sessions WHERE updated_at > ?',
        [new Date(asMs(from) - 1000).toISOString()],
      )
      for (const r of rows) if (cache.has(String(r.jti))) cache.set(String(r.jti), fromRow(r))
      refreshedUpTo = now
      lastRefresh = Date.now()
    } finally {
      refreshing = null
    }
  })()
  await refreshing
}

async function load(payload: Payload, jti: string) {
  const [row] = await sqlOf(payload).execute(
    'SELECT student_id, edu_type, expires_at, revoked FROM student_sessions WHERE jti = ?',
    [jti],
  )
  if (!row) return undefined
  const s = fromRow(row)
  remember(jti, s)
  return s
}

/** Issues a token bound to one student and one education type, revocable by its session row. */
export async function issueStudentToken(payload: Payload, studentId: number, type: EduType) {
  const jti = randomUUID()
  const now = Date.now()
  const expiresAt = now + SESSION_IDLE_S * 1000
  // One insert; the row's other columns take their defaults.
  await sqlOf(payload).execute(
    `INSERT INTO student_sessions (student_id, edu_type, jti, expires_at, revoked) VALUES (?, ?, ?, ?, ${isPostgres ? 'false' : '0'})`,
    [studentId, type, jti, new Date(expiresAt).toISOString()],
  )
  remember(jti, { student: studentId, eduType: type, expiresAt, revoked: false })
  const token = await new SignJWT({ typ: type })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(studentId))
    .setAudience(AUDIENCE)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(now / 1000) + TOKEN_MAX_S)
    .sign(key)
  return { token, expires_in: SESSION_IDLE_S }
}

async function claimsOf(token: string | null | undefined, type: EduType) {
  if (!token) throw new AuthError(Code.NO_TOKEN)
  let claims
  try {
    claims = (await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] })).payload
  } catch (e) {
    throw new AuthError(e instanceof errors.JWTExpired ? Code.TOKEN_EXPIRED : Code.TOKEN_INVALID)
  }
  if (claims.typ !== type || !claims.jti || !claims.sub) throw new AuthError(Code.TOKEN_INVALID)
  return { jti: claims.jti, sub: claims.sub, typ: String(claims.typ) }
}

/**
 * The student id a token proves, for this education type only; 40001/40002/40003 otherwise. Moves
 * the session's end to 2 hours from now.
 */
export async function verifyStudentToken(payload: Payload, token: string | null | undefined, type: EduType) {
  const claims = await claimsOf(token, type)
  await refresh(payload)
  let session = cache.get(claims.jti) ?? (await load(payload, claims.jti))
  if (!session || session.revoked) throw new AuthError(Code.TOKEN_INVALID)
  // The session row, not the signed claims, says whose it is: a token signed with a leaked key
  // but carrying someone else's session id must not open another student's scores.
  if (String(session.student) !== claims.sub || session.eduType !== claims.typ)
    throw new AuthError(Code.TOKEN_INVALID)
  const now = Date.now()
  if (session.expiresAt < now) {
    // Another instance may have moved the end: the table has the last word.
    session = await load(payload, claims.jti)
    if (!session || session.revoked || session.expiresAt < now) throw new AuthError(Code.TOKEN_EXPIRED)
  }
  const end = now + SESSION_IDLE_S * 1000
  if (end - session.expiresAt > EXTEND_EVERY_S * 1000) {
    session.expiresAt = end
    await sqlOf(payload).execute('UPDATE student_sessions SET expires_at = ? WHERE jti = ?', [
      new Date(end).toISOString(),
      claims.jti,
    ])
  }
  return Number(claims.sub)
}

/** Sign-out: the session is revoked; its token answers 40003 from now on. */
export async function endStudentSession(payload: Payload, token: string | null | undefined, type: EduType) {
  const claims = await claimsOf(token, type)
  const session = cache.get(claims.jti) ?? (await load(payload, claims.jti))
  if (!session || String(session.student) !== claims.sub) throw new AuthError(Code.TOKEN_INVALID)
  session.revoked = true
  await sqlOf(payload).execute(
    `UPDATE student_sessions SET revoked = ${isPostgres ? 'true' : '1'}, updated_at = ? WHERE jti = ?`,
    [new Date().toISOString(), claims.jti],
  )
}
