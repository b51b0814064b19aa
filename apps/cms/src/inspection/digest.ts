import { PORTAL_SITE } from '@ou/contract'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { labelMap } from '@/lib/labels'
import { sendMail } from '@/notify/mailer'
import { confinedSites } from '@/sites/scope'
import { FINDING_KINDS } from './collections'
import type { SiteRef } from './pages'
import type { Finding } from './types'

const KIND_LABEL: Record<string, string> = labelMap(FINDING_KINDS)
/** A digest lists this many findings; the rest are in the console. */
const LISTED = 50

type Recipient = {
  id: number
  email?: string | null
  name?: string | null
  roles?: string[] | null
  sites?: unknown
}

/**
 * Each editor's own findings of a run, by e-mail: the pages they edited last, so that each fixes
 * their own without reading the whole report. Findings without an editor (columns, uptime, shared
 * parts of the site) stay in the console for the web office.
 *
 * 站群: a finding belongs to its page's site. A site's staff are mailed that site's findings only,
 * never another site's (an editor confined to other sites is not told of it, as the console would
 * not show it to them). A finding on a site of the group that reaches none of its editors (no
 * editor: its columns, its shared parts; or one who does not work there) goes to that site's
 * administrators (站点管理员). The web office's staff work on every site: they get their own
 * findings, whichever site they are on.
 */
export async function sendDigests(
  payload: Payload,
  runId: number | string,
  findings: Finding[],
  sites: SiteRef[] = [],
) {
  const portal = sites.find((s) => s.slug === PORTAL_SITE)?.id ?? null
  const siteName = new Map(sites.map((s) => [s.id, s.name]))
  const editors = [
    ...new Set(findings.map((f) => f.editor).filter((e): e is number => typeof e === 'number')),
  ]
  const onSites = findings.some((f) => typeof f.site === 'number' && f.site !== portal)
  if (!editors.length && !onSites) return 0
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      or: [
        ...(editors.length ? [{ id: { in: editors } }] : []),
        ...(onSites ? [{ roles: { in: ['siteAdmin'] } }] : []),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const users = docs as unknown as Recipient[]
  const byId = new Map(users.map((u) => [u.id, u]))
  // The sites an account is confined to, or null: the web office (every site).
  const sitesOf = (u: Recipient) => confinedSites({ ...u, collection: 'users' } as never)
  const worksOn = (u: Recipient, site: number | null | undefined) => {
    const mine = sitesOf(u)
    return !mine || (typeof site === 'number' && mine.includes(site))
  }
  const siteAdmins = (site: number) =>
    users.filter(
      (u) => u.roles?.includes('siteAdmin') && !u.roles.includes('admin') && sitesOf(u)?.includes(site),
    )

  const mail = new Map<number, { own: Finding[]; site: Finding[] }>()
  const add = (u: Recipient, f: Finding, as: 'own' | 'site') => {
    const box = mail.get(u.id) ?? { own: [], site: [] }
    box[as].push(f)
    mail.set(u.id, box)
  }
  for (const f of findings) {
    const editor = typeof f.editor === 'number' ? byId.get(f.editor) : undefined
    if (editor && worksOn(editor, f.site)) add(editor, f, 'own')
    else if (typeof f.site === 'number' && f.site !== portal)
      for (const a of siteAdmins(f.site)) add(a, f, 'site')
  }

  let sent = 0
  for (const [id, box] of mail) {
    const user = byId.get(id)!
    const mine = [...box.own, ...box.site]
    if (!user.email || !mine.length) continue
    const own = box.site.length === 0
    const names = [...new Set(box.site.map((f) => siteName.get(f.site!) ?? ''))].filter(Boolean).join('、')
    // The console's list, filtered to the run and to them (their own pages), or to their sites.
    const filter = own
      ? `where[editor][equals]=${user.id}`
      : [...new Set(box.site.map((f) => f.site))].map((s, i) => `where[site][in][${i}]=${s}`).join('&')
    const console = `${env.publicUrl}/admin/collections/inspection-findings?where[run][equals]=${runId}&${filter}`
    const lines = mine
      .slice(0, LISTED)
      .map(
        (f, i) =>
          `${i + 1}. 【${KIND_LABEL[f.kind] ?? f.kind}】${f.message}\n   页面：${f.url}${f.element ? `\n   位置：${f.element}` : ''}${f.target && f.target !== f.url ? `\n   对象：${f.target}` : ''}`,
      )
    const more = mine.length > LISTED ? `\n……另有 ${mine.length - LISTED} 个问题，请在后台查看。` : ''
    const where = own ? '您最后编辑的页面' : `您管理的站点（${names}）`
    await sendMail(
      payload,
      [user.email],
      own
        ? `网站巡检：您最后编辑的页面有 ${mine.length} 个问题`
        : `网站巡检：${names}有 ${mine.length} 个问题`,
      `${user.name || user.email}，您好：\n\n本次网站巡检在${where}上发现 ${mine.length} 个问题，请尽快处理：\n\n${lines.join('\n\n')}${more}\n\n在后台查看全部：${console}\n`,
    )
    sent++
  }
  return sent
}
