import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { audit } from '../audit/record'
import { collectionLabel } from '../audit/hooks'
import { SYSTEM_STATE } from './hooks'
import { mayPublish } from './policy'

/** The input Payload's `schedulePublish` task stores on its job. */
interface ScheduleInput {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: number | string }
  user?: { relationTo: string; value: number | string }
}
type Job = {
  id?: number | string
  taskSlug?: string
  input?: ScheduleInput
  waitUntil?: string
  completedAt?: string
}

const scheduled = (job: Job) => {
  if (job.taskSlug !== 'schedulePublish' || !job.input?.doc) return null
  return { ...job.input.doc, type: job.input.type ?? 'publish', user: job.input.user }
}

const hasDrafts = (payload: Payload, slug: string) =>
  Boolean(payload.collections[slug as CollectionSlug]?.config.versions?.drafts)

const schedulerOf = async (payload: Payload, user: ScheduleInput['user']) => {
  if (!user || user.relationTo !== 'users') return null
  const doc = await payload.findByID({ collection: 'users', id: user.value, depth: 0, overrideAccess: true })
  return { ...doc, collection: 'users' as const }
}

const setState = (req: PayloadRequest, slug: string, id: number | string, review_state: string) =>
  req.payload.update({
    collection: slug as 'news',
    id,
    data: { review_state } as never,
    draft: true,
    depth: 0,
    overrideAccess: true,
    req,
    context: { [SYSTEM_STATE]: true },
  })

/**
 * A scheduled publish or unpublish is refused unless its author may publish the document, and a
 * publish of a text with unconfirmed sensitive words is refused until the reviewer confirms them.
 * Payload's schedule drawer shows the refusal.
 */
const checkSchedule: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  const s = operation === 'create' ? scheduled(data as Job) : null
  if (!s || !hasDrafts(req.payload, s.relationTo)) return data
  const user = await schedulerOf(req.payload, s.user)
  if (!user || !(await mayPublish({ user, payload: req.payload }, s.relationTo)))
    throw new APIError('只有审核员可以安排定时发布或下线', 403, null, true)
  if (s.type === 'publish') {
    const doc = (await req.payload.findByID({
      collection: s.relationTo as 'news',
      id: s.value,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })) as unknown as { sensitive_matches?: string; sensitive_confirmed?: boolean }
    if (doc.sensitive_matches && !doc.sensitive_confirmed)
      throw new APIError(
        `稿件含有敏感词：${doc.sensitive_matches}。请先勾选“已核对敏感词，确认发布”并保存，再安排定时发布。`,
        422,
        null,
        true,
      )
  }
  return data
}

const afterSchedule: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const s = operation === 'create' ? scheduled(doc as Job) : null
  if (!s || !hasDrafts(req.payload, s.relationTo)) return doc
  const config = req.payload.collections[s.relationTo as CollectionSlug]!.config
  const target =
    s.type === 'publish'
      ? await setState(req, s.relationTo, s.value, 'scheduled')
      : await req.payload.findByID({
          collection: s.relationTo as 'news',
          id: s.value,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  const at = new Date(String((doc as Job).waitUntil)).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour12: false,
  })
  await audit(
    req.payload,
    {
      action: 'schedule',
      user: await schedulerOf(req.payload, s.user),
      target: {
        collection: s.relationTo,
        label: collectionLabel(config),
        id: s.value,
        title: target ? String((target as { title?: unknown }).title ?? '') : '',
      },
      summary: `${s.type === 'publish' ? '定时发布' : '定时下线'}于 ${at}`,
    },
    req,
  )
  return doc
}

/** A cancelled scheduled publish puts the document back in the review queue. */
const afterCancel: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const s = scheduled(doc as Job)
  if (!s || s.type !== 'publish' || (doc as Job).completedAt || !hasDrafts(req.payload, s.relationTo))
    return doc
  const latest = (await req.payload.findByID({
    collection: s.relationTo as 'news',
    id: s.value,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as { review_state?: string } | null
  if (latest?.review_state === 'scheduled') await setState(req, s.relationTo, s.value, 'pending')
  return doc
}

/** Payload's jobs collection with the review workflow's hooks on scheduled publishing. */
export const withScheduleHooks = ({
  defaultJobsCollection: c,
}: {
  defaultJobsCollection: CollectionConfig
}) => ({
  ...c,
  hooks: {
    ...c.hooks,
    beforeChange: [...(c.hooks?.beforeChange ?? []), checkSchedule],
    afterChange: [...(c.hooks?.afterChange ?? []), afterSchedule],
    afterDelete: [...(c.hooks?.afterDelete ?? []), afterCancel],
  },
})
