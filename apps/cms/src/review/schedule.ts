import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { CollectionSlug, PayloadRequest, ServerFunction } from 'payload'
import { clientAddress } from '@/lib/requestAddress'
import { collectionLabel } from '@/audit/hooks'
import { audit, staffUser } from '@/audit/record'
import { SYSTEM_STATE } from './hooks'
import { mayPublish, siteOfDoc } from './policy'

type Target = { relationTo: string; value: number | string }

const hasDrafts = (req: PayloadRequest, slug: string) =>
  Boolean(req.payload.collections[slug as CollectionSlug]?.config.versions?.drafts)

const latest = (req: PayloadRequest, t: Target) =>
  req.payload.findByID({
    collection: t.relationTo as 'news',
    id: t.value,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  }) as Promise<(Record<string, unknown> & { title?: string; review_state?: string }) | null>

const setState = (req: PayloadRequest, t: Target, review_state: string) =>
  req.payload.update({
    collection: t.relationTo as 'news',
    id: t.value,
    data: { review_state } as never,
    draft: true,
    depth: 0,
    overrideAccess: true,
    context: { [SYSTEM_STATE]: true },
  })

/** Whether the document still has a scheduled publish waiting (schedules are few: read them all). */
async function stillScheduled(req: PayloadRequest, t: Target) {
  const { docs } = await req.payload.db.find({
    collection: 'payload-jobs',
    limit: 0,
    pagination: false,
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
  })
  return docs.some((job) => {
    const input = (job as { input?: { type?: string; doc?: Target } }).input
    return (
      input?.type !== 'unpublish' &&
      input?.doc?.relationTo === t.relationTo &&
      String(input.doc.value) === String(t.value)
    )
  })
}

/**
 * Payload's "schedule publish" server function, under review rules: only someone who may publish
 * the document schedules it, a text with unconfirmed sensitive words is not scheduled, a scheduled
 * publish shows as 定时发布 in lists, a cancelled one goes back to the review queue, and each is
 * logged. The schedule drawer shows a refusal's message.
 */
export const reviewedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req, doc, deleteID, type, date } = args
  const cancelled = deleteID
    ? ((await req.payload.findByID({
        collection: 'payload-jobs',
        id: deleteID,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as { taskSlug?: string; input?: { doc?: Target; type?: string } } | null)
    : null
  // Payload's own handler checks nothing beyond console access: every path below decides first.
  if (deleteID && (cancelled?.taskSlug !== 'schedulePublish' || !cancelled.input?.doc))
    return { error: '该定时任务不存在或已执行。' }
  const target = (doc ?? cancelled?.input?.doc) as Target | undefined
  // No global of this site has drafts, and a collection without drafts has nothing to schedule.
  if (!target || !hasDrafts(req, target.relationTo)) return { error: '该内容不支持定时发布。' }

  // Cancelling one document's schedule while scheduling another needs the right to publish both.
  const affected = [target, ...(cancelled?.input?.doc ? [cancelled.input.doc] : [])]
  for (const t of affected) {
    if (
      !hasDrafts(req, t.relationTo) ||
      !(await mayPublish(req, t.relationTo, await siteOfDoc(req, t.relationTo, t.value)))
    )
      return { error: '只有审核员可以安排或取消定时发布、定时下线。' }
  }
  const current = await latest(req, target)
  if (doc && type === 'publish' && current?.sensitive_matches && !current.sensitive_confirmed)
    return {
      error: `稿件含有敏感词：${String(current.sensitive_matches)}。请先勾选“已核对敏感词，确认发布”并保存，再安排定时发布。`,
    }

  const result = (await schedulePublishHandler(args)) as { error?: string } | undefined
  if (result?.error) return result

  const logged = (summary: string) =>
    audit(req.payload, {
      action: 'schedule',
      user: staffUser(req.user),
      ip: clientAddress(req.headers),
      target: {
        collection: target.relationTo,
        label: collectionLabel(req.payload.collections[target.relationTo as CollectionSlug]!.config),
        id: target.value,
        title: current?.title ? String(current.title) : '',
      },
      summary,
    })
  if (cancelled) {
    if (current?.review_state === 'scheduled' && !(await stillScheduled(req, target)))
      await setState(req, target, 'pending')
    await logged(cancelled.input?.type === 'unpublish' ? '取消定时下线' : '取消定时发布')
  }
  if (doc) {
    if (type !== 'unpublish') await setState(req, target, 'scheduled')
    const at = date
      ? new Date(date).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })
      : ''
    await logged(`${type === 'unpublish' ? '定时下线' : '定时发布'}于 ${at}`)
  }
  return result
}
