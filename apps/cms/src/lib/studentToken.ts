import { randomUUID } from 'node:crypto'
import { Code, type EduType } from '@ou/contract'
import { SignJWT, errors, jwtVerify } from 'jose'
import type { Payload } from 'payload'
import { AuthError } from './errors'
import { env } from './env'

export const TOKEN_TTL_S = 2 * 60 * 60
const key = new TextEncoder().encode(env.tokenSecret)
const AUDIENCE = 'student'

/** Issues a 2-hour token bound to one student and one education type, revocable by its session row. */
export async function issueStudentToken(payload: Payload, studentId: number, type: EduType) {
  const jti = randomUUID()
  const expiresAt = new Date(Date.now() + TOKEN_TTL_S * 1000)
  await payload.create({
    collection: 'student-sessions',
    data: { student: studentId, edu_type: type, jti, expires_at: expiresAt.toISOString() },
    depth: 0,
  })
  const token = await new SignJWT({ typ: type })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(studentId))
    .setAudience(AUDIENCE)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key)
  return { token, expires_in: TOKEN_TTL_S }
}

/** The student id a token proves, for this education type only; 40001/40002/40003 otherwise. */
export async function verifyStudentToken(payload: Payload, token: string | null | undefined, type: EduType) {
  if (!token) throw new AuthError(Code.NO_TOKEN)
  let claims
  try {
    claims = (await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] })).payload
  } catch (e) {
    throw new AuthError(e instanceof errors.JWTExpired ? Code.TOKEN_EXPIRED : Code.TOKEN_INVALID)
  }
  if (claims.typ !== type || !claims.jti || !claims.sub) throw new AuthError(Code.TOKEN_INVALID)
  const { docs } = await payload.find({
    collection: 'student-sessions',
    where: { jti: { equals: claims.jti } },
    limit: 1,
    depth: 0,
  })
  const session = docs[0]
  if (!session || session.revoked) throw new AuthError(Code.TOKEN_INVALID)
  // The session row, not the signed claims, says whose it is: a token signed with a leaked key
  // but carrying someone else's session id must not open another student's scores.
  const owner = typeof session.student === 'object' ? session.student?.id : session.student
  if (String(owner) !== claims.sub || session.edu_type !== claims.typ) throw new AuthError(Code.TOKEN_INVALID)
  if (new Date(session.expires_at).getTime() < Date.now()) throw new AuthError(Code.TOKEN_EXPIRED)
  return Number(claims.sub)
}
