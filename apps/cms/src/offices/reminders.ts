import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { maintenanceTask } from '@/lib/tasks'
import { readOfficeSettings } from '@/lib/officeSettings'
import { addWorkdays, beijingDay, loadCalendar } from '@/lib/workdays'
import { groupAddresses } from '@/collections/StaffGroups'
import { sendMail } from '@/notify/mailer'

type Office = 'letters' | 'disclosure-requests'
const ROLE = { letters: 'mailbox', 'disclosure-requests': 'disclosure' } as const
const OPEN = {
  letters: { status: { not_equals: 'replied' } },
  'disclosure-requests': { status: { in: ['received', 'extended'] } },
}
const NAME = { letters: '来信', 'disclosure-requests': '信息公开申请' }

async function officeAddresses(payload: Payload, office: Office) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: [ROLE[office]] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((u) => u.email)
}

/**
 * Reminders before and after a deadline: once when a record is within `remind_before` working
 * days of it, once when it has passed. Each goes to the office, and for a forwarded letter to the
 * department's staff member or every member of its group too. The mark on the record keeps a
 * reminder from repeating.
 */
export async function sendReminders(payload: Payload, now = new Date()) {
  const [settings, calendar] = await Promise.all([readOfficeSettings(payload), loadCalendar(payload)])
  const today = beijingDay(now)
  const soon = addWorkdays(calendar, today, settings.remindBefore)
  let sent = 0
  for (const office of ['letters', 'disclosure-requests'] as const) {
    const { docs } = await payload.find({
      collection: office,
      where: { and: [OPEN[office], { deadline: { less_than_equal: soon } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const office_to = docs.length ? await officeAddresses(payload, office) : []
    for (const doc of docs) {
      const overdue = (doc.deadline ?? '') < today
      const stage = overdue ? 'after' : 'before'
      if (doc.reminded === stage || (doc.reminded === 'after' && stage === 'before')) continue
      const to = [...office_to]
      if (office === 'letters' && 'forwarded_group' in doc && typeof doc.forwarded_group === 'number')
        to.push(...(await groupAddresses({ payload }, doc.forwarded_group)))
      if (office === 'letters' && 'forwarded_to' in doc && typeof doc.forwarded_to === 'number') {
        const user = await payload.findByID({
          collection: 'users',
          id: doc.forwarded_to,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        if (user?.email) to.push(user.email)
      }
      const title = 'subject' in doc ? doc.subject : doc.description.slice(0, 30)
      await sendMail(
        payload,
        [...new Set(to)],
        `【${overdue ? '已超期' : '即将到期'}】${NAME[office]} ${doc.tracking_code}（期限 ${doc.deadline}）`,
        [
          overdue
            ? `以下${NAME[office]}已超过答复期限（${doc.deadline}），仍未办结，请尽快处理。`
            : `以下${NAME[office]}将于 ${doc.deadline} 到期（按工作日计算），请及时办理。`,
          '',
          `查询码：${doc.tracking_code}`,
          `内容：${title}`,
          '',
          `在后台处理：${env.publicUrl}/admin/collections/${office}/${doc.id}`,
        ].join('\n'),
      )
      await payload.update({
        collection: office,
        id: doc.id,
        data: { reminded: stage },
        depth: 0,
        overrideAccess: true,
        context: { quiet: true },
      })
      sent++
    }
  }
  return sent
}

/** Every morning at 08:00 Beijing time (00:00 UTC) on the maintenance queue. */
export const deadlineRemindersTask = maintenanceTask<{ input: object; output: { sent: number } }>(
  '0 0 * * *',
  { sent: 'number' },
  {
    slug: 'deadlineReminders',
    label: '发送到期提醒',
    handler: async ({ req: { payload } }) => ({ output: { sent: await sendReminders(payload) } }),
  },
)
