import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { labelMap } from '@/lib/labels'
import { sendMail } from '@/notify/mailer'
import { FINDING_KINDS } from './collections'
import type { Finding } from './types'

const KIND_LABEL: Record<string, string> = labelMap(FINDING_KINDS)
/** A digest lists this many findings; the rest are in the console. */
const LISTED = 50

/**
 * Each editor's own findings of a run, by e-mail: the pages they edited last, so that each fixes
 * their own without reading the whole report. Findings without an editor (columns, uptime, shared
 * parts of the site) stay in the console for the web office.
 */
export async function sendDigests(payload: Payload, runId: number | string, findings: Finding[]) {
  const byEditor = new Map<number, Finding[]>()
  for (const f of findings)
    if (typeof f.editor === 'number') byEditor.set(f.editor, [...(byEditor.get(f.editor) ?? []), f])
  if (!byEditor.size) return 0
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { id: { in: [...byEditor.keys()] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let sent = 0
  for (const user of users) {
    const mine = byEditor.get(Number(user.id)) ?? []
    if (!user.email || !mine.length) continue
    const console = `${env.publicUrl}/admin/collections/inspection-findings?where[run][equals]=${runId}&where[editor][equals]=${user.id}`
    const lines = mine
      .slice(0, LISTED)
      .map(
        (f, i) =>
          `${i + 1}. 【${KIND_LABEL[f.kind] ?? f.kind}】${f.message}\n   页面：${f.url}${f.element ? `\n   位置：${f.element}` : ''}${f.target && f.target !== f.url ? `\n   对象：${f.target}` : ''}`,
      )
    const more = mine.length > LISTED ? `\n……另有 ${mine.length - LISTED} 个问题，请在后台查看。` : ''
    await sendMail(
      payload,
      [user.email],
      `网站巡检：您最后编辑的页面有 ${mine.length} 个问题`,
      `${user.name || user.email}，您好：\n\n本次网站巡检在您最后编辑的页面上发现 ${mine.length} 个问题，请尽快处理：\n\n${lines.join('\n\n')}${more}\n\n在后台查看全部：${console}\n`,
    )
    sent++
  }
  return sent
}
