import type { Payload } from 'payload'
import { env } from '@/lib/env'
import type { Finding } from './types'

const DAY = 86_400_000

/**
 * Letters past their reply deadline: not yet answered N days after they arrived. N is calendar
 * days (后台设置 → 网站巡检 → 来信答复期限); there is no working-day calendar yet. Disclosure
 * requests join here once they exist.
 */
export async function checkDeadlines(
  payload: Payload,
  replyDays: number,
  now = new Date(),
): Promise<Finding[]> {
  const before = new Date(now.getTime() - replyDays * DAY).toISOString()
  const { docs } = await payload.find({
    collection: 'letters',
    where: { and: [{ status: { not_equals: 'replied' } }, { createdAt: { less_than_equal: before } }] },
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs.map((l) => {
    const days = Math.floor((now.getTime() - new Date(l.createdAt).getTime()) / DAY)
    return {
      kind: 'deadline' as const,
      url: `${env.publicUrl}/admin/collections/letters/${l.id}`,
      target: l.tracking_code,
      element: `来信“${l.subject.slice(0, 40)}”`,
      message: `来信已 ${days} 天未答复（期限 ${replyDays} 天，来信于 ${l.createdAt.slice(0, 10)}）`,
    }
  })
}
