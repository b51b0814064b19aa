import config from '@payload-config'
import { getPayload } from 'payload'
import { hasRole, type Role } from '@/access/roles'

/**
 * The console's own endpoints beside Payload's: the signed-in staff member (cookie or JWT header)
 * with one of `roles`, or a refusal. Cookie calls must come from the console's own origin.
 */
export async function staffOnly(request: Request, ...roles: Role[]) {
  const payload = await getPayload({ config })
  const origin = request.headers.get('origin')
  if (origin && origin !== new URL(request.url).origin && request.method !== 'GET') {
    return { payload, denied: Response.json({ message: '请求来源不被允许' }, { status: 403 }) }
  }
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { payload, denied: Response.json({ message: '请先登录' }, { status: 401 }) }
  if (!hasRole({ user } as never, ...roles)) {
    return { payload, denied: Response.json({ message: '没有权限执行此操作' }, { status: 403 }) }
  }
  return { payload, user, denied: null }
}
