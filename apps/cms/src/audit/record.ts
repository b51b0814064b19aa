import type { Payload, PayloadRequest } from 'payload'
import type { AuditAction } from './actions'

export interface AuditUser {
  id: number | string
  name?: string | null
  email?: string | null
  collection?: string
}

export interface AuditEntry {
  action: AuditAction
  /** The signed-in staff member; absent for a failed login or the system itself. */
  user?: AuditUser | null
  /** Who, in words, when there is no account to point at (the address typed at a failed login). */
  actor?: string
  ip?: string
  target?: { collection?: string; label?: string; id?: number | string | null; title?: string | null }
  summary?: string
}

export const staffUser = (user: unknown): AuditUser | null => {
  const u = user as (AuditUser & { collection?: string }) | null | undefined
  return u && u.collection === 'users' ? u : null
}

const actorOf = (e: AuditEntry) => {
  if (!e.user) return e.actor ?? '系统'
  const account = e.user.email ?? String(e.user.id)
  return e.user.name ? `${e.user.name}（${account}）` : account
}

/**
 * Appends one entry to the audit log: the one way anything is written there. Given the request of
 * a change, the entry is part of the same transaction, so a change that rolls back leaves none.
 */
export async function audit(payload: Payload, e: AuditEntry, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'audit-logs',
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
    data: {
      action: e.action,
      user: e.user ? Number(e.user.id) : null,
      actor: actorOf(e).slice(0, 200),
      ip: e.ip ?? '',
      target_collection: e.target?.collection ?? '',
      target_label: e.target?.label ?? '',
      target_id: e.target?.id == null ? '' : String(e.target.id),
      target_title: (e.target?.title ?? '').slice(0, 200),
      summary: (e.summary ?? '').slice(0, 2000),
    },
  })
}
