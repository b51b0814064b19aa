import type { Payload, TypedUser, Where } from 'payload'
import { stringify } from 'qs-esm'
import { hasRole, ROLE_LABEL } from '@/access/roles'
import { currentRuns, openFindingsWhere, runOfSite } from '@/inspection/current'
import type { InspectionRun } from '@/payload-types'
import { beijingDay } from '@/lib/workdays'
import { countRequests, overdueLetters } from '@/offices/deadlines'
import { letterStats } from '@/offices/stats'
import { desksOf, desksOn, itemsIn, reviewSplit, reviewsAll, scheduledFor } from '@/review/queue'
import { confinedSites } from '@/sites/scope'
import '../admin.scss'

interface Card {
  title: string
  value: string
  note?: string
  href: string
  tone?: 'alert' | 'calm'
}

const HOUR = 3_600_000
const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour12: false,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
const age = (iso: string) => {
  const h = (Date.now() - new Date(iso).getTime()) / HOUR
  return h < 1 ? '不到 1 小时' : h < 48 ? `${Math.floor(h)} 小时` : `${Math.floor(h / 24)} 天`
}
const q = (where: Record<string, string>) =>
  Object.entries(where)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')

async function mailboxCards(payload: Payload): Promise<Card[]> {
  const [waiting, flagged] = await Promise.all([
    payload.find({
      collection: 'letters',
      where: { status: { not_equals: 'replied' } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.count({
      collection: 'letters',
      where: { moderation: { equals: 'flagged' } },
      overrideAccess: true,
    }),
  ])
  const oldest = waiting.docs[0]
  return [
    {
      title: '待回复来信',
      value: `${waiting.totalDocs} 封`,
      note: oldest ? `最早一封已等待 ${age(oldest.createdAt)}` : '没有等待回复的来信',
      href: `/admin/collections/letters?${q({ 'where[status][not_equals]': 'replied', sort: 'createdAt' })}`,
      tone: oldest && Date.now() - new Date(oldest.createdAt).getTime() > 5 * 24 * HOUR ? 'alert' : undefined,
    },
    {
      title: '待人工审核的来信',
      value: `${flagged.totalDocs} 封`,
      note: '含敏感词，审核通过前不会公开',
      href: `/admin/collections/letters?${q({ 'where[moderation][equals]': 'flagged', sort: 'createdAt' })}`,
      tone: flagged.totalDocs ? 'alert' : undefined,
    },
  ]
}

/** The mailbox as an office: letters past their working-day deadline, and this month so far. */
async function mailboxOfficeCards(payload: Payload): Promise<Card[]> {
  const [overdue, [month]] = await Promise.all([overdueLetters(payload), letterStats(payload, 1)])
  return [
    {
      title: '超期未复来信',
      value: `${overdue.length} 封`,
      note: overdue[0] ? `最早期限 ${overdue[0].deadline}（工作日计算）` : '没有超过答复期限的来信',
      href: `/admin/collections/letters?${q({
        'where[status][not_equals]': 'replied',
        'where[deadline][less_than]': beijingDay(new Date()),
        sort: 'deadline',
      })}`,
      tone: overdue.length ? 'alert' : 'calm',
    },
    {
      title: `本月来信（${month?.month ?? ''}）`,
      value: `${month?.received ?? 0} 封`,
      note: month
        ? `已答复 ${month.answered} 封，按期 ${month.on_time} 封${month.avg_workdays !== null ? `，平均 ${month.avg_workdays} 个工作日` : ''}`
        : undefined,
      href: '/admin/collections/letters?sort=-received_at',
    },
  ]
}

/** Requests for disclosure: overdue ones first, then those still open. */
async function disclosureCards(payload: Payload): Promise<Card[]> {
  const { overdue, open } = await countRequests(payload)
  return [
    {
      title: '超期未答复的信息公开申请',
      value: `${overdue} 件`,
      note: `办理中 ${open} 件`,
      href: `/admin/collections/disclosure-requests?${q({
        'where[status][in]': 'received,extended',
        'where[deadline][less_than]': beijingDay(new Date()),
        sort: 'deadline',
      })}`,
      tone: overdue ? 'alert' : 'calm',
    },
  ]
}

/** The sign-in before this one, from the audit log: "since your last visit". */
async function previousVisit(payload: Payload, user: TypedUser) {
  const { docs } = await payload.find({
    collection: 'audit-logs',
    where: { and: [{ user: { equals: user.id } }, { action: { equals: 'login' } }] },
    sort: '-createdAt',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  return docs[1]?.createdAt ?? null
}

async function admissionsCards(payload: Payload, user: TypedUser): Promise<Card[]> {
  const since = await previousVisit(payload, user)
  const [fresh, open] = await Promise.all([
    payload.count({
      collection: 'applications',
      where: since ? { createdAt: { greater_than: since } } : undefined,
      overrideAccess: true,
    }),
    payload.count({
      collection: 'applications',
      where: { status: { equals: 'submitted' } },
      overrideAccess: true,
    }),
  ])
  return [
    {
      title: '新报名',
      value: `${fresh.totalDocs} 份`,
      note: since ? `自上次登录（${when(since)}）以来` : '首次登录，显示全部报名',
      href: `/admin/collections/applications?${q({
        ...(since ? { 'where[createdAt][greater_than]': since } : {}),
        sort: '-createdAt',
      })}`,
      tone: fresh.totalDocs ? 'alert' : undefined,
    },
    {
      title: '未处理的报名',
      value: `${open.totalDocs} 份`,
      note: '状态为“已提交”',
      href: `/admin/collections/applications?${q({ 'where[status][equals]': 'submitted', sort: 'createdAt' })}`,
    },
  ]
}

async function reviewCards(payload: Payload, user: TypedUser): Promise<Card[]> {
  const desks = desksOf(payload, user)
  if (!desks.length) return []
  const reviewer = reviewsAll(user)
  // 审核员 on some of their sites and 编辑 on others: what waits for them, and what they wait for.
  const split = reviewSplit(user)
  const [pending, waiting, returned, scheduled] = await Promise.all([
    itemsIn(payload, split ? desksOn(desks, split.reviewing) : desks, ['pending'], 1),
    split ? itemsIn(payload, desksOn(desks, split.writing), ['pending'], 1) : null,
    itemsIn(payload, desks, ['returned'], 1),
    scheduledFor(payload, desks),
  ])
  const breakdown = (per: { desk: { label: string }; total: number }[]) =>
    per
      .filter((p) => p.total)
      .map((p) => `${p.desk.label} ${p.total}`)
      .join('，')
  const reviews = reviewer || Boolean(split)
  return [
    {
      title: reviews ? '待审核稿件' : '已提交、等待审核',
      value: `${pending.total} 篇`,
      note: (split ? '在您担任审核员的站点：' : '') + (breakdown(pending.perDesk) || '没有等待审核的稿件'),
      href: '/admin/review',
      tone: reviews && pending.total ? 'alert' : undefined,
    },
    ...(waiting
      ? [
          {
            title: '已提交、等待审核',
            value: `${waiting.total} 篇`,
            note: `在您担任编辑的站点：${breakdown(waiting.perDesk) || '没有等待审核的稿件'}`,
            href: '/admin/review',
          },
        ]
      : []),
    {
      title: '已退回、待修改',
      value: `${returned.total} 篇`,
      note: breakdown(returned.perDesk) || '没有被退回的稿件',
      href: '/admin/review?tab=returned',
      tone: !reviewer && returned.total ? 'alert' : undefined,
    },
    {
      title: '定时发布与下线',
      value: `${scheduled.length} 项`,
      note: scheduled[0]
        ? `最近一项：${when(scheduled[0].at)} ${scheduled[0].type === 'publish' ? '发布' : '下线'}“${scheduled[0].title}”`
        : '没有安排',
      href: '/admin/review?tab=scheduled',
    },
  ]
}

async function academicCards(payload: Payload): Promise<Card[]> {
  const { docs } = await payload.find({
    collection: 'audit-logs',
    where: { and: [{ action: { equals: 'import' } }, { target_collection: { equals: 'scores' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const last = docs[0]
  return [
    {
      title: '最近一次成绩导入',
      value: last ? when(last.createdAt) : '尚未导入',
      note: last ? `${last.actor}：${last.summary}` : '每学期成绩以表格导入',
      href: `/admin/collections/scores?${q({ sort: '-createdAt' })}`,
    },
  ]
}

async function adminCards(payload: Payload): Promise<Card[]> {
  const since = new Date(Date.now() - 24 * HOUR).toISOString()
  const failed = await payload.count({
    collection: 'audit-logs',
    where: { and: [{ action: { equals: 'login_failed' } }, { createdAt: { greater_than: since } }] },
    overrideAccess: true,
  })
  return [
    {
      title: '24 小时内登录失败',
      value: `${failed.totalDocs} 次`,
      note: '查看审计日志',
      href: `/admin/collections/audit-logs?${q({ 'where[action][equals]': 'login_failed' })}`,
      tone: failed.totalDocs >= 10 ? 'alert' : undefined,
    },
  ]
}

/**
 * The open inspection findings (inspection/current.ts: the group's latest run, and a site's own
 * later run for that site): all of them for administrators, their sites' for a site's staff, and
 * for everyone else the findings on pages they edited last (「只看我的」).
 */
async function inspectionCards(payload: Payload, user: TypedUser): Promise<Card[]> {
  const cur = await currentRuns(payload)
  const open = openFindingsWhere(cur)
  const list = '/admin/collections/inspection-findings'
  if (!open)
    return hasRole({ user })
      ? [
          {
            title: '网站巡检',
            value: '尚未巡检',
            note: '每晚 2:00 自动巡检',
            href: '/admin/collections/inspection-runs',
          },
        ]
      : []
  const listOf = (where: Where) => `${list}?${stringify({ where })}`
  const dated = (runs: (InspectionRun | undefined)[]) => {
    const at = runs
      .map((r) => r?.started_at ?? r?.createdAt ?? '')
      .sort()
      .at(-1)
    return at ? `${when(at)} 巡检` : '巡检'
  }
  if (hasRole({ user })) {
    // The group's run alone stands: its record has the counts; else count what stands.
    const group = !cur.bySite.size ? cur.group : undefined
    const count = async (...kinds: string[]) =>
      group
        ? kinds.length
          ? kinds.reduce((n, k) => n + Number(group[`count_${k}` as keyof InspectionRun] ?? 0), 0)
          : (group.total ?? 0)
        : (
            await payload.count({
              collection: 'inspection-findings',
              where: kinds.length ? { and: [open, { kind: { in: kinds } }] } : open,
              overrideAccess: true,
            })
          ).totalDocs
    const [total, link, external, columns, wording, deadline, uptime] = await Promise.all([
      count(),
      count('link'),
      count('external'),
      count('stale', 'empty'),
      count('wording'),
      count('deadline'),
      count('uptime'),
    ])
    // Sites inspected on their own since the group's run say so: their figures are that run's.
    const own = cur.bySite.size ? `（其后 ${cur.bySite.size} 个站点单独巡检）` : ''
    return [
      {
        title: '网站巡检问题',
        value: `${total} 个`,
        note: `${dated([cur.group])}${own}：链接 ${link}、外链 ${external}、栏目 ${columns}、表述 ${wording}、来信 ${deadline}、可用性 ${uptime}`,
        href: listOf(open),
        tone: link + external + deadline ? 'alert' : undefined,
      },
    ]
  }
  const sites = confinedSites(user)
  if (sites) {
    // 站群: a site's staff are told of their sites' findings, as the list shows them (its access).
    const ours = await payload.count({
      collection: 'inspection-findings',
      where: open,
      overrideAccess: false,
      user,
    })
    if (!ours.totalDocs) return []
    return [
      {
        title: '本站点的巡检问题',
        value: `${ours.totalDocs} 个`,
        note: dated(sites.map((s) => runOfSite(cur, s))),
        href: listOf(open),
        tone: 'alert',
      },
    ]
  }
  const mine = await payload.count({
    collection: 'inspection-findings',
    where: { and: [open, { editor: { equals: user.id } }] },
    overrideAccess: true,
  })
  if (!mine.totalDocs) return []
  return [
    {
      title: '我编辑的页面上的巡检问题',
      value: `${mine.totalDocs} 个`,
      note: dated([cur.group]),
      href: listOf({ and: [open, { editor: { equals: user.id } }] }),
      tone: 'alert',
    },
  ]
}

/** The console's first page: what is waiting for the signed-in person, by role, each linking to its list. */
export async function Workbench({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || user.collection !== 'users') return null
  const who = { user }
  const groups = await Promise.all([
    hasRole(who, 'mailbox') ? mailboxCards(payload) : [],
    hasRole(who, 'mailbox') ? mailboxOfficeCards(payload) : [],
    hasRole(who, 'disclosure') ? disclosureCards(payload) : [],
    hasRole(who, 'admissions') ? admissionsCards(payload, user) : [],
    reviewCards(payload, user),
    hasRole(who, 'academic') ? academicCards(payload) : [],
    hasRole(who) ? adminCards(payload) : [],
    inspectionCards(payload, user),
  ])
  const cards = groups.flat()
  const roles = (user.roles ?? []).map((r: string) => ROLE_LABEL[r] ?? r).join('、')
  return (
    <section className="ou-workbench" aria-labelledby="ou-workbench-title">
      <h1 id="ou-workbench-title">工作台</h1>
      <p className="ou-workbench__hello">
        {user.name ?? user.email}（{roles}），以下是等待您处理的事项。
      </p>
      <ul className="ou-workbench__cards">
        {cards.map((c) => (
          <li key={c.title} className={c.tone ? `ou-card ou-card--${c.tone}` : 'ou-card'}>
            <a href={c.href}>
              <span className="ou-card__title">{c.title}</span>
              <strong className="ou-card__value">{c.value}</strong>
              {c.note && <span className="ou-card__note">{c.note}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
