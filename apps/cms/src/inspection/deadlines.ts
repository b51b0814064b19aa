import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { overdueLetters, overdueRequests } from '@/offices/deadlines'
import type { Finding } from './types'

const DAY = 86_400_000

/**
 * Letters and requests for disclosure past their deadline. A finding names its record by id, never
 * by tracking code (the code opens a letter to anyone through mailbox.Letter/query), and is read
 * only by the office that may read the record (collections.ts, findingsRead). A letter is flagged when unanswered N
 * calendar days after it arrived (后台设置 → 网站巡检 → 来信答复期限, the inspector's own limit) or
 * after its working-day deadline (its category's, 办理时限与信息公开); a request for disclosure
 * after its working-day deadline, extension included (offices/deadlines.ts).
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
  const byCalendar = docs.map((l) => {
    const days = Math.floor((now.getTime() - new Date(l.createdAt).getTime()) / DAY)
    return {
      kind: 'deadline' as const,
      url: `${env.publicUrl}/admin/collections/letters/${l.id}`,
      target: `来信 #${l.id}`,
      element: `来信“${l.subject.slice(0, 40)}”`,
      message: `来信已 ${days} 天未答复（期限 ${replyDays} 天，来信于 ${l.createdAt.slice(0, 10)}）`,
    }
  })
  const seen = new Set(docs.map((l) => l.id))
  const [letters, requests] = await Promise.all([overdueLetters(payload, now), overdueRequests(payload, now)])
  return [
    ...byCalendar,
    ...letters
      .filter((l) => !seen.has(l.id))
      .map((l) => ({
        kind: 'deadline' as const,
        url: `${env.publicUrl}/admin/collections/letters/${l.id}`,
        target: `来信 #${l.id}`,
        element: `来信“${l.subject.slice(0, 40)}”`,
        message: `来信超过答复期限未答复（期限 ${l.deadline}，按工作日计算）`,
      })),
    ...requests.map((r) => ({
      kind: 'deadline' as const,
      url: `${env.publicUrl}/admin/collections/disclosure-requests/${r.id}`,
      target: `信息公开申请 #${r.id}`,
      element: `信息公开申请“${r.description.slice(0, 40)}”`,
      message: `信息公开申请超过答复期限未答复（期限 ${r.deadline}${r.status === 'extended' ? '，已延期' : ''}，按工作日计算）`,
    })),
  ]
}
