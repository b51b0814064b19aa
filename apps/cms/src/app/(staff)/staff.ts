import config from '@payload-config'
import { getPayload } from 'payload'
import { hasRole, type Role } from '@/access/roles'
import { env } from '@/lib/env'

/**
 * Whether a browser's Origin is the console itself: the address it was opened at (the Host the
 * browser sent, which a page elsewhere cannot choose), or one of the addresses in CMS_PUBLIC_URL.
 * Next's `request.url` names the address the server listens on (0.0.0.0, localhost), not the browser's.
 */
function sameSite(origin: string, request: Request) {
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  return host === request.headers.get('host') || env.consoleOrigins.includes(origin)
}

/**
 * The console's own endpoints beside Payload's: the signed-in staff member (cookie or JWT header)
 * with one of `roles`, or a refusal. Cookie calls must come from the console's own origin.
 */
export async function staffOnly(request: Request, ...roles: Role[]) {
  const payload = await getPayload({ config })
  const origin = request.headers.get('origin')
  if (origin && !sameSite(origin, request) && request.method !== 'GET') {
    return { payload, denied: Response.json({ message: '请求来源不被允许' }, { status: 403 }) }
  }
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { payload, denied: Response.json({ message: '请先登录' }, { status: 401 }) }
  if (!hasRole({ user } as never, ...roles)) {
    return { payload, denied: Response.json({ message: '没有权限执行此操作' }, { status: 403 }) }
  }
  return { payload, user, denied: null }
}
