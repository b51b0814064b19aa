import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
  type Where,
} from 'payload'
import { fieldError } from '@/lib/errors'
import { infoKey, savedAs, type SaveInfo } from '@/lib/saveInfo'
import { readSettings } from '@/lib/settings'
import { describe, findWording, loadRules } from '@/inspection/wording'
import { articleTexts, findWords } from '@/sensitive/match'
import { isSiteScoped, siteOfNew } from '@/sites/scope'
import { siteRoleRows } from '@/sites/siteRoles'
import { mayPublish, siteOfDoc } from './policy'
import { restoringKey, trashMove } from './trash'
import type { ReviewState } from './states'

type OpArgs = {
  id?: number | string
  where?: Where
  data?: Record<string, unknown>
  draft?: boolean
  duplicateFromID?: number | string
  overrideAccess?: boolean
}

type Status = { _status?: string } | null

const idOf = (r: unknown): number | null =>
  typeof r === 'number' ? r : r && typeof r === 'object' && 'id' in r ? (r as { id: number }).id : null

const refusePublishing = (publishing: boolean): never => {
  throw new APIError(
    publishing
      ? '发布须经审核：请保存草稿并提交审核，由审核员发布。'
      : '已发布的内容只能以草稿形式修改，修改后请提交审核。',
    403,
    null,
    true,
  )
}

/** The status the latest version of a document has: what a copy or a restore starts from. */
const latestStatus = async (req: PayloadRequest, slug: string, id: number | string) => {
  const doc = (await req.payload.findByID({
    collection: slug as CollectionSlug,
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Status
  return doc?._status
}

const mainStatus = async (req: PayloadRequest, slug: string, id: number | string) =>
  (
    (await req.payload.db.findOne({
      collection: slug as CollectionSlug,
      where: { id: { equals: id } },
      req,
    })) as Status
  )?._status

/** Whether an update's document (by id) or selection (by where) holds a published document. */
async function publishedAmong(req: PayloadRequest, slug: string, a: OpArgs) {
  if (a.id !== undefined) return (await mainStatus(req, slug, a.id)) === 'published'
  if (!a.where) return false
  const { totalDocs } = await req.payload.count({
    collection: slug as CollectionSlug,
    where: { and: [a.where, { _status: { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Only someone who may publish changes what the public sees: a publish, a save that rewrites the
 * public copy of a published document, an unpublish, a copy of a published document that is not
 * saved as a draft, or a version restored over the public copy. Everyone else saves drafts. Runs
 * before Payload's own access check, so it also covers a PATCH without `_status`, bulk updates,
 * duplicates and restores; `trackReview` checks the outcome once more before anything is written.
 */
export const guardPublishing =
  (slug: string): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, req }) => {
    if (operation === 'restoreVersion') {
      const a = args as { id?: number | string; draft?: boolean; overrideAccess?: boolean }
      if (a.id === undefined) return args
      const { docs } = await req.payload.db.findVersions({
        collection: slug as CollectionSlug,
        where: { id: { equals: a.id } },
        limit: 1,
        pagination: false,
        req,
      })
      const version = docs[0] as { parent?: number | string; version?: Status } | undefined
      if (!version || version.parent === undefined) return args
      const draft = Boolean(a.draft)
      const publishing = !draft && version.version?._status === 'published'
      const wasPublished = !draft && (await mainStatus(req, slug, version.parent)) === 'published'
      req.context[infoKey(slug, version.parent)] = { draft, wasPublished } satisfies SaveInfo
      if (a.overrideAccess || !req.user || draft) return args
      const site = await siteOfDoc(req, slug, version.parent)
      if ((publishing || wasPublished) && !(await mayPublish(req, slug, site))) refusePublishing(publishing)
      return args
    }
    if (operation !== 'create' && operation !== 'update') return args
    const a = args as OpArgs
    // A site's staff member may publish on some of its sites only: the document's site decides (a
    // new one's, where guardSite will put it: a publish that names only the column is told why).
    const siteOf = async () =>
      idOf(a.data?.site) ??
      (operation === 'update'
        ? await siteOfDoc(req, slug, a.id)
        : isSiteScoped(slug) && siteRoleRows(req.user)
          ? await siteOfNew(req, collection.fields, a.data)
          : null)
    // Moving to the trash is deleting, which the collection's own staff may do; a restore that
    // publishes nothing (restoreThroughReview made it a draft) comes back to review.
    const trashing = trashMove(a.data) === 'trash' || req.context[restoringKey(slug)] === true
    // ...but a published document moved to the trash leaves the site: that is an unpublish, which
    // needs the right to publish, whoever asks and by whatever path (one, or a bulk selection).
    if (
      operation === 'update' &&
      trashMove(a.data) === 'trash' &&
      !a.overrideAccess &&
      req.user &&
      (await publishedAmong(req, slug, a)) &&
      !(await mayPublish(req, slug, await siteOf()))
    )
      throw new APIError('已发布的内容须由审核员移入回收站（这会使它从网站下线）。', 403, null, true)
    if (operation === 'update' && trashing && a.data?._status !== 'published') {
      req.context[infoKey(slug, a.id)] = { draft: false, wasPublished: false } satisfies SaveInfo
      return args
    }
    let publishing = a.data?._status === 'published'
    const draft = Boolean(a.draft) && !publishing
    // A copy takes the status of the latest version it copies unless it is saved as a draft.
    if (operation === 'create' && !draft && a.duplicateFromID != null && a.data?._status === undefined)
      publishing = (await latestStatus(req, slug, a.duplicateFromID)) === 'published'
    let wasPublished = false
    if (operation === 'update' && !draft && a.id !== undefined)
      wasPublished = (await mainStatus(req, slug, a.id)) === 'published'
    req.context[infoKey(slug, a.id)] = { draft, wasPublished } satisfies SaveInfo

    if (a.overrideAccess || !req.user) return args
    const touchesPublic =
      publishing || (operation === 'update' && !draft && (a.id === undefined || wasPublished))
    if (!touchesPublic || (await mayPublish(req, slug, await siteOf()))) return args
    // A bulk publish is refused per document by trackReview (below): Payload then answers with the
    // reason for each, which the console's list shows; one refusal here would read 未知的错误 there.
    if (operation === 'update' && a.id === undefined && publishing) return args
    return refusePublishing(publishing)
  }

type Doc = Record<string, unknown> & { id?: number | string; review_state?: ReviewState }

/** Context flag of the cms's own state changes (a publish being scheduled or cancelled). */
export const SYSTEM_STATE = 'reviewStateBySystem'

/**
 * Keeps `review_state` true to what happened (submitted, sent back, published, unpublished) and
 * runs the sensitive-word check: the matches are stored for the reviewer to see, and publishing a
 * document with matches needs the reviewer's confirmation.
 */
export const trackReview =
  (slug: string): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req }) => {
    // A move to the trash changes no content and no review state.
    if (trashMove(data) === 'trash') return data
    const original = (originalDoc ?? {}) as Doc
    const info = savedAs(req, slug, operation === 'create' ? undefined : original.id) ?? {
      draft: operation === 'create' && data._status !== 'published',
      wasPublished: false,
    }
    // A draft save (a restore as draft included, whose `_status` Payload sets only afterwards) is a draft.
    const status = info.draft ? 'draft' : ((data._status ?? original._status ?? 'draft') as string)
    const before: ReviewState = original.review_state ?? 'draft'
    const asked: ReviewState = (data.review_state as ReviewState | undefined) ?? before
    const staff = Boolean(req.user)
    const publisher = !staff || (await mayPublish(req, slug, idOf(data.site ?? original.site)))
    // The outcome decides, whatever path led here (a copy, a restore, a job run as its scheduler):
    // a save that leaves the document published needs the right to publish.
    if (staff && !publisher && status === 'published' && !info.draft) refusePublishing(true)

    let next: ReviewState
    if (status === 'published') next = 'published'
    else if (!info.draft && info.wasPublished) next = 'draft'
    else if (!staff || req.context[SYSTEM_STATE]) next = asked
    else if (publisher) {
      // Published and scheduled follow from what Payload does, never from a form value.
      if (asked === 'published' || asked === 'scheduled')
        next = before === 'scheduled' ? 'scheduled' : 'draft'
      else next = asked
    } else {
      if (before === 'scheduled')
        throw new APIError('该稿件已安排定时发布，修改前请审核员取消定时。', 403, null, true)
      // Editors move a draft between 草稿 and 待审核; anything else they send keeps the state, except
      // that a new draft of a published article is a draft again.
      next = asked === 'draft' || asked === 'pending' ? asked : before === 'published' ? 'draft' : before
    }

    if (staff && publisher && next === 'returned' && before !== 'returned') {
      const comment = String(data.review_comment ?? '').trim()
      if (!comment) throw fieldError(slug, 'review_comment', '退回时请填写审核意见，编辑会看到它。', req)
    }
    data.review_state = next

    const { sensitiveWords } = await readSettings(req.payload, req)
    const matches = findWords(sensitiveWords, ...articleTexts({ ...original, ...data }))
    data.sensitive_matches = matches.join('、')
    // A confirmation covers the text a reviewer read; an editor's save asks for a new one.
    if (staff && !publisher) data.sensitive_confirmed = false
    // Fixed expressions (规范表述): every save lists the wrong forms; a 严重 one blocks publishing
    // until a reviewer confirms it, as the sensitive words do.
    const wording = findWording(await loadRules(req.payload, req), ...articleTexts({ ...original, ...data }))
    data.wording_matches = wording.map(describe).join('；')
    if (staff && !publisher) data.wording_confirmed = false
    if (status === 'published' && !info.draft) {
      const serious = wording.filter((m) => m.severity === 'serious')
      const wordingConfirmed = Boolean(data.wording_confirmed ?? original.wording_confirmed)
      if (staff && serious.length && !wordingConfirmed)
        throw fieldError(
          slug,
          'wording_confirmed',
          `稿件含有严重的表述错误：${serious.map(describe).join('；')}。请修改，或核对后勾选“已核对表述，确认发布”，再发布。`,
          req,
        )
      data.wording_confirmed = false
    }
    if (status === 'published' && !info.draft) {
      const confirmed = Boolean(data.sensitive_confirmed ?? original.sensitive_confirmed)
      if (staff && matches.length && !confirmed)
        throw fieldError(
          slug,
          'sensitive_confirmed',
          `稿件含有敏感词：${data.sensitive_matches}。请核对后勾选“已核对敏感词，确认发布”，再发布。`,
          req,
        )
      data.sensitive_confirmed = false
      data.review_comment = ''
    }
    return data
  }
