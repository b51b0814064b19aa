import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { hasRole, type Role } from '@/access/roles'
import { readSettings } from '@/lib/settings'
import { siteRoleRows, userOn } from '@/sites/siteRoles'
import { isSiteScoped } from '@/sites/scope'

type Who = Pick<PayloadRequest, 'user'> & { payload: Payload }

/** The roles that edit a collection besides admin, as the collection factory recorded them. */
export const editorRolesOf = (payload: Payload, slug: string): Role[] =>
  ((payload.collections[slug as CollectionSlug]?.config.custom as { editorRoles?: Role[] } | undefined)
    ?.editorRoles ?? []) as Role[]

/**
 * Whether `who` may publish documents of `slug`: reviewers and administrators always; the
 * collection's own staff only where the administrator turned review off for it. With `site` (the
 * document's), by the roles the account has on that site.
 */
export async function mayPublish(who: Who, slug: string, site?: number | null): Promise<boolean> {
  // A site's staff member publishes a site's document by its role on that site (sites/siteRoles.ts).
  if (site != null && siteRoleRows(who.user)) who = { ...who, user: userOn(who.user, site) }
  if (hasRole(who, 'reviewer')) return true
  if (!hasRole(who, ...editorRolesOf(who.payload, slug))) return false
  const { reviewRequired } = await readSettings(who.payload, who as PayloadRequest)
  return !reviewRequired.includes(slug)
}

/**
 * The site of a site-scoped collection's document (by id; what is stored, not what a save sends),
 * or null: what mayPublish weighs a site's staff member's roles on.
 */
export async function siteOfDoc(
  req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>,
  slug: string,
  id: number | string | undefined,
): Promise<number | null> {
  // Only a site's staff member's roles differ by site: no read for anyone else.
  if (id === undefined || !isSiteScoped(slug) || !siteRoleRows(req.user)) return null
  const doc = (await req.payload.db.findOne({
    collection: slug as CollectionSlug,
    where: { id: { equals: id } },
    req,
  })) as { site?: number | { id: number } | null } | null
  const site = doc?.site
  return typeof site === 'object' ? (site?.id ?? null) : (site ?? null)
}
