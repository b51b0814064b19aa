import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { hasRole, type Role } from '@/access/roles'
import { readSettings } from '@/lib/settings'

type Who = Pick<PayloadRequest, 'user'> & { payload: Payload }

/** The roles that edit a collection besides admin, as the collection factory recorded them. */
export const editorRolesOf = (payload: Payload, slug: string): Role[] =>
  ((payload.collections[slug as CollectionSlug]?.config.custom as { editorRoles?: Role[] } | undefined)
    ?.editorRoles ?? []) as Role[]

/**
 * Whether `who` may publish documents of `slug`: reviewers and administrators always; the
 * collection's own staff only where the administrator turned review off for it.
 */
export async function mayPublish(who: Who, slug: string): Promise<boolean> {
  if (hasRole(who, 'reviewer')) return true
  if (!hasRole(who, ...editorRolesOf(who.payload, slug))) return false
  const { reviewRequired } = await readSettings(who.payload, who as PayloadRequest)
  return !reviewRequired.includes(slug)
}
