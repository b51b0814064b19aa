import { CATEGORY_TYPE_LABEL } from '@ou/contract'
import type { CollectionAfterChangeHook, Payload } from 'payload'
import { maintenanceTask } from '@/lib/tasks'
import type { Role } from '@/access/roles'
import { env } from '@/lib/env'
import { readSettings, type Settings } from '@/lib/settings'
import type { Application, Letter } from '@/payload-types'
import { groupAddresses } from '@/collections/StaffGroups'
import { sendMail } from './mailer'

const DAY = 86_400_000
const RECIPIENT: Record<string, string> = { secretary: '书记信箱', president: '校长信箱' }
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })
const consoleLink = (path: string) => `${env.publicUrl}/admin${path}`
const categoryOf = (v: unknown) => CATEGORY_TYPE_LABEL[v as keyof typeof CATEGORY_TYPE_LABEL] ?? String(v)
const relId = (v: unknown): number | null =>
  v && typeof v === 'object' && 'id' in v
    ? Number((v as { id: unknown }).id)
    : typeof v === 'number'
      ? v
      : null
const nameOf = (v: unknown) =>
  v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : ''

type Office = 'letters' | 'signups'
const OFFICE_ROLE: Record<Office, Role> = { letters: 'mailbox', signups: 'admissions' }

/** The office's addresses from the settings, or else the login addresses of its staff. */
async function officeRecipients(payload: Payload, office: Office, settings: Settings) {
  const listed = settings[office].recipients.filter((a) => EMAIL.test(a))
  if (listed.length) return listed
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: [OFFICE_ROLE[office]] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((u) => u.email)
}

const letterLines = (l: Letter) => [
  `查询码：${l.tracking_code}`,
  `收信人：${RECIPIENT[l.recipient] ?? l.recipient}`,
  `主题：${l.subject}`,
  `来信时间：${when(l.createdAt)}`,
  ...(l.moderation === 'flagged'
    ? [`注意：来信含有敏感词（${l.sensitive_matches}），公开前须人工审核。`]
    : []),
]

const signupLine = (a: Application) =>
  `${a.application_no}  ${a.name}  ${categoryOf(a.category_type)}  ${nameOf(a.major)}  ${when(a.createdAt)}`

/** Context flag of writes that tell nobody (the demo seed). */
export const QUIET = 'quiet'

/** Runs a notice after the answer, so a slow mail server never holds a visitor's submission. */
const later = (payload: Payload, work: () => Promise<void>) => {
  setImmediate(() => work().catch((err) => payload.logger.error({ err, msg: '[mail] 通知失败' })))
}

/** A new letter tells the mailbox office at once, if the settings say so. */
export const noticeNewLetter: CollectionAfterChangeHook<Letter> = ({
  doc,
  operation,
  req: { payload },
  context,
}) => {
  if (operation === 'create' && !context[QUIET])
    later(payload, async () => {
      const settings = await readSettings(payload)
      if (settings.letters.mode !== 'immediate') return
      const flagged = doc.moderation === 'flagged' ? '【需人工审核】' : ''
      await sendMail(
        payload,
        await officeRecipients(payload, 'letters', settings),
        `${flagged}【${RECIPIENT[doc.recipient] ?? '信箱'}】新来信：${doc.subject}`,
        [
          '收到一封新来信，请及时处理。',
          '',
          ...letterLines(doc),
          '',
          '来信内容：',
          doc.content,
          '',
          `在后台处理：${consoleLink(`/collections/letters/${doc.id}`)}`,
        ].join('\n'),
      )
    })
  return doc
}

/**
 * A letter forwarded to a department: its staff member, or every member of its group, is told,
 * without the writer's contact.
 */
export const noticeForwardedLetter: CollectionAfterChangeHook<Letter> = ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  const to = relId(doc.forwarded_to)
  const group = relId(doc.forwarded_group)
  const newUser = to !== null && to !== relId(previousDoc?.forwarded_to)
  const newGroup = group !== null && group !== relId(previousDoc?.forwarded_group)
  if ((newUser || newGroup) && !context[QUIET])
    later(req.payload, async () => {
      const addresses: string[] = []
      if (newUser) {
        const user = await req.payload.findByID({
          collection: 'users',
          id: to,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        if (user?.email) addresses.push(user.email)
      }
      if (newGroup) addresses.push(...(await groupAddresses(req, group)))
      if (!addresses.length) return
      await sendMail(
        req.payload,
        [...new Set(addresses)],
        `【来信转办】${doc.subject}（请于 ${doc.deadline ?? ''} 前答复）`,
        [
          '信箱管理员转来一封来信，请您办理并答复。',
          '',
          `查询码：${doc.tracking_code}`,
          `主题：${doc.subject}`,
          `答复期限：${doc.deadline ?? ''}（工作日计算）`,
          ...(doc.forward_note ? [`转办说明：${doc.forward_note}`] : []),
          '',
          '来信内容：',
          doc.content,
          '',
          `在后台答复：${consoleLink(`/collections/letters/${doc.id}`)}`,
        ].join('\n'),
      )
    })
  return doc
}

/** The writer of a letter who left an e-mail address receives the reply. */
export const mailReplyToWriter: CollectionAfterChangeHook<Letter> = ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const contact = (doc.contact ?? '').trim()
  if (operation === 'update' && doc.reply && !previousDoc?.reply && EMAIL.test(contact))
    later(req.payload, () =>
      sendMail(
        req.payload,
        [contact],
        `您的来信已回复（查询码 ${doc.tracking_code}）`,
        [
          `${doc.anonymous || !doc.name ? '您好' : `${doc.name}，您好`}：`,
          '',
          `您于 ${when(doc.createdAt)} 写给${RECIPIENT[doc.recipient] ?? '信箱'}的来信“${doc.subject}”已有回复：`,
          '',
          doc.reply ?? '',
          '',
          `您也可以在网站“书记校长信箱”页面输入查询码 ${doc.tracking_code} 查看。`,
          '本邮件由系统发送，请勿直接回复。',
        ].join('\n'),
      ),
    )
  return doc
}

/** A new sign-up tells admissions at once, if the settings say so. */
export const noticeNewSignup: CollectionAfterChangeHook<Application> = ({
  doc,
  operation,
  req: { payload },
}) => {
  if (operation === 'create')
    later(payload, async () => {
      const settings = await readSettings(payload)
      if (settings.signups.mode !== 'immediate') return
      // The sign-up's own transaction may not have committed yet: read only what it points to.
      const named = async (collection: 'majors' | 'learning-centers', id: unknown) =>
        typeof id === 'number'
          ? nameOf(
              await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true }),
            )
          : nameOf(id)
      await sendMail(
        payload,
        await officeRecipients(payload, 'signups', settings),
        `【招生报名】新报名：${doc.name}（${categoryOf(doc.category_type)}）`,
        [
          '收到一份新的报名申请。',
          '',
          `报名编号：${doc.application_no}`,
          `招生类别：${categoryOf(doc.category_type)}`,
          `专业：${await named('majors', doc.major)}`,
          `学习中心：${await named('learning-centers', doc.school)}`,
          `提交时间：${when(doc.createdAt)}`,
          '',
          `在后台查看：${consoleLink(`/collections/applications/${doc.id}`)}`,
        ].join('\n'),
      )
    })
  return doc
}

const MAX_DIGEST_LINES = 200

/** One office's digest of what arrived since the last one; false when nothing did. */
async function digestOf(payload: Payload, office: Office, settings: Settings, since: string) {
  const where = { createdAt: { greater_than: since } }
  const listed = (lines: string[], total: number) => [
    ...lines,
    ...(total > lines.length ? [`……另有 ${total - lines.length} 条，请在后台查看。`] : []),
  ]
  if (office === 'letters') {
    const res = await payload.find({
      collection: 'letters',
      where,
      sort: 'createdAt',
      limit: MAX_DIGEST_LINES,
      depth: 0,
      overrideAccess: true,
    })
    if (!res.totalDocs) return false
    const flagged = res.docs.filter((l) => l.moderation === 'flagged').length
    await sendMail(
      payload,
      await officeRecipients(payload, office, settings),
      `【信箱每日摘要】新来信 ${res.totalDocs} 封`,
      [
        `自 ${when(since)} 以来收到新来信 ${res.totalDocs} 封${flagged ? `，其中 ${flagged} 封含敏感词需人工审核` : ''}：`,
        '',
        ...listed(
          res.docs.map(
            (l) =>
              `${l.tracking_code}  【${RECIPIENT[l.recipient] ?? ''}】${l.subject}  ${when(l.createdAt)}`,
          ),
          res.totalDocs,
        ),
        '',
        `在后台处理：${consoleLink('/collections/letters?where[status][not_equals]=replied&sort=createdAt')}`,
      ].join('\n'),
    )
    return true
  }
  const res = await payload.find({
    collection: 'applications',
    where,
    sort: 'createdAt',
    limit: MAX_DIGEST_LINES,
    depth: 1,
    overrideAccess: true,
  })
  if (!res.totalDocs) return false
  await sendMail(
    payload,
    await officeRecipients(payload, office, settings),
    `【招生报名每日摘要】新报名 ${res.totalDocs} 份`,
    [
      `自 ${when(since)} 以来收到新报名 ${res.totalDocs} 份：`,
      '',
      ...listed(res.docs.map(signupLine), res.totalDocs),
      '',
      `在后台查看：${consoleLink(`/collections/applications?where[createdAt][greater_than]=${encodeURIComponent(since)}`)}`,
    ].join('\n'),
  )
  return true
}

const shanghaiHour = (d: Date) =>
  Number(d.toLocaleString('en-US', { timeZone: 'Asia/Shanghai', hour: 'numeric', hour12: false })) % 24

/**
 * The daily digest for offices that chose it. Checked every hour on the `maintenance` queue and
 * sent at the configured hour; `force` sends now (the console's "send now" button).
 */
export const notifyDigestTask = maintenanceTask<{ input: { force?: boolean }; output: { sent: number } }>(
  '0 * * * *',
  { sent: 'number' },
  {
    slug: 'notifyDigest',
    label: '发送每日摘要',
    inputSchema: [{ name: 'force', type: 'checkbox' }],
    handler: async ({ input, req: { payload } }) => {
      const settings = await readSettings(payload)
      const now = new Date()
      if (!input?.force && shanghaiHour(now) !== settings.digestHour) return { output: { sent: 0 } }
      const since = settings.digestSentAt ?? new Date(now.getTime() - DAY).toISOString()
      let sent = 0
      for (const office of ['letters', 'signups'] as const)
        if (settings[office].mode === 'digest' && (await digestOf(payload, office, settings, since))) sent++
      await payload.updateGlobal({
        slug: 'console-settings',
        data: { digest_sent_at: now.toISOString() },
        depth: 0,
        overrideAccess: true,
      })
      return { output: { sent } }
    },
  },
)
