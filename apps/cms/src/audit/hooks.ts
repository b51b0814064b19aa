import { countLoginFailure } from '@ou/ops/count'
import {
  AuthenticationError,
  LockedAuth,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type GlobalAfterChangeHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'
import { savedAs } from '@/lib/saveInfo'
import type { AuditAction } from './actions'
import { clientAddress } from '@/lib/requestAddress'
import { diffSummary } from './diff'
import { audit, staffUser, type AuditEntry } from './record'

type Doc = Record<string, unknown> & { id?: number | string }

/** Working tables of the cms and the log itself: nobody's action, nothing to trace. */
const NOT_AUDITED = new Set(['audit-logs', 'captchas', 'attempts', 'search-docs'])

const text = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'zh' in v ? String((v as { zh: unknown }).zh) : ''

export const collectionLabel = (c: Pick<CollectionConfig, 'slug' | 'labels'>) =>
  text(c.labels?.plural) || text(c.labels?.singular) || c.slug

const titleOf = (c: CollectionConfig, doc: Doc) => {
  const v = doc[c.admin?.useAsTitle ?? 'title'] ?? doc.title ?? doc.name
  return v ? String(v) : `#${doc.id}`
}

const targetOf = (c: CollectionConfig, doc: Doc) => ({
  collection: c.slug,
  label: collectionLabel(c),
  id: doc.id,
  title: titleOf(c, doc),
})

/**
 * Records what the signed-in staff member behind `req` did, from the request's address and in its
 * transaction; what visitors and server code do is not traced here.
 */
async function auditStaff(req: PayloadRequest, entry: Omit<AuditEntry, 'user' | 'ip'>) {
  const user = staffUser(req.user)
  if (user) await audit(req.payload, { ...entry, user, ip: clientAddress(req.headers) }, req)
}

const passwordKey = (slug: string, id: unknown) => `audit:password:${slug}:${id}`

/** What a save of a document with drafts did, as the reviewer and the editor would say it. */
function reviewAction(req: PayloadRequest, slug: string, doc: Doc, previous: Doc, created: boolean) {
  const info = savedAs(req, slug, created ? undefined : doc.id)
  if (doc._status === 'published' && !info?.draft) return 'publish'
  if (info && !info.draft && info.wasPublished && doc._status === 'draft') return 'unpublish'
  if (doc.review_state !== previous.review_state) {
    // 信息报送: a site's article offered to a portal column (reports/report.ts), or offered again.
    if (doc.review_state === 'pending') return doc.reported_from ? 'report' : 'submit'
    if (doc.review_state === 'returned') return 'return'
  }
  return created ? 'create' : 'update'
}

const afterChange =
  (c: CollectionConfig): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    // Nothing to work out for a change no staff member made.
    if (!staffUser(req.user)) return doc
    const created = operation === 'create'
    const drafts = Boolean(c.versions && typeof c.versions === 'object' && c.versions.drafts)
    const action: AuditAction = drafts
      ? reviewAction(req, c.slug, doc, previousDoc ?? {}, created)
      : created
        ? 'create'
        : 'update'
    const parts: string[] = []
    if (!created) parts.push(diffSummary(c.fields, previousDoc ?? {}, doc))
    if (req.context[passwordKey(c.slug, doc.id)]) parts.push('修改了密码')
    if (action === 'return' && doc.review_comment) parts.push(`审核意见：${String(doc.review_comment)}`)
    // Which sites a report joins: the source's (its name is the entry's 来源) and the portal.
    if (doc.reported_from)
      parts.push(
        `信息报送：来自${String(doc.source ?? '')}的稿件 #${String(typeof doc.reported_from === 'object' ? (doc.reported_from as { id?: unknown }).id : doc.reported_from)}，报送到门户${doc.report_note ? `；报送说明：${String(doc.report_note)}` : ''}`,
      )
    await auditStaff(req, { action, target: targetOf(c, doc), summary: parts.filter(Boolean).join('；') })
    return doc
  }

const afterDelete =
  (c: CollectionConfig): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await auditStaff(req, { action: 'delete', target: targetOf(c, doc) })
    return doc
  }

/** Password changes never reach `afterChange` (Payload drops them from the data first). */
const notePassword =
  (c: CollectionConfig): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req }) => {
    if (data.password && originalDoc?.id) req.context[passwordKey(c.slug, originalDoc.id)] = true
    return data
  }

/** Every staff member's change to a document is recorded, with a summary of what changed. */
export function withAudit(c: CollectionConfig): CollectionConfig {
  if (NOT_AUDITED.has(c.slug)) return c
  return {
    ...c,
    hooks: {
      ...c.hooks,
      beforeChange: [...(c.hooks?.beforeChange ?? []), ...(c.auth ? [notePassword(c)] : [])],
      afterChange: [...(c.hooks?.afterChange ?? []), afterChange(c)],
      afterDelete: [...(c.hooks?.afterDelete ?? []), afterDelete(c)],
    },
  }
}

export function withGlobalAudit(g: GlobalConfig): GlobalConfig {
  const after: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (!staffUser(req.user)) return doc
    await auditStaff(req, {
      action: 'update',
      target: { collection: g.slug, label: text(g.label) || g.slug, title: text(g.label) || g.slug },
      summary: diffSummary(g.fields, previousDoc ?? {}, doc),
    })
    return doc
  }
  return { ...g, hooks: { ...g.hooks, afterChange: [...(g.hooks?.afterChange ?? []), after] } }
}

/** A console login. */
export const auditLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await audit(
    req.payload,
    {
      action: 'login',
      user: { ...user, collection: 'users' },
      ip: clientAddress(req.headers),
      target: { collection: 'users', label: '工作人员', id: user.id, title: String(user.email) },
    },
    req,
  )
}

// By class, not by name: a production build shortens class names.
const failedLoginReason = (error: unknown) =>
  error instanceof LockedAuth
    ? '账号因多次失败暂时锁定'
    : error instanceof AuthenticationError
      ? '邮箱或密码错误'
      : null

/** A refused console login, with the account that was typed (known or not). */
export const auditFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  const reason = failedLoginReason(error)
  if (!reason || !req.pathname?.endsWith('/login')) return
  const typed = (req.data as { email?: unknown } | undefined)?.email
  const email = typeof typed === 'string' ? typed.trim().toLowerCase().slice(0, 120) : ''
  const account = email
    ? (
        await req.payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  countLoginFailure('console')
  // The failed operation's transaction is gone: this entry stands on its own.
  await audit(req.payload, {
    action: 'login_failed',
    user: account ? { ...account, collection: 'users' } : null,
    actor: email || '（未填写账号）',
    ip: clientAddress(req.headers),
    target: { collection: 'users', label: '工作人员', id: account?.id, title: email },
    summary: reason,
  })
}
