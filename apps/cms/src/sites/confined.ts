import type { FilterOptions, PayloadRequest, UploadFieldValidation, Where } from 'payload'
import { upload } from 'payload/shared'

// Free of Payload's server runtime (types and payload/shared only): field configs import it, and
// the console's client components import field configs.

type Ref = number | { id: number } | null | undefined
const idOf = (r: Ref): number | null =>
  r === null || r === undefined ? null : typeof r === 'object' ? r.id : r

/**
 * The sites a staff account is confined to, or null when it is not confined (the web office, an
 * administrator, a visitor, a student).
 */
export function confinedSites(user: PayloadRequest['user'] | undefined): number[] | null {
  const u = user as { collection?: string; roles?: string[] | null; sites?: Ref[] | null } | null | undefined
  if (!u || u.collection !== 'users' || u.roles?.includes('admin')) return null
  const ids = (u.sites ?? []).map(idOf).filter((x): x is number => typeof x === 'number')
  return ids.length ? ids : null
}

export const onSites = (ids: number[]): Where => ({ site: { in: ids } })

/**
 * The web office (站群管理员): an administrator, or a reviewer not confined to some sites — who
 * publishes on the portal sends down (reports/send.ts) and reads every site's 发稿统计.
 */
export function isWebOffice(user: PayloadRequest['user'] | undefined): boolean {
  const u = user as { collection?: string; roles?: string[] | null } | null | undefined
  if (!u || u.collection !== 'users') return false
  const roles = u.roles ?? []
  return roles.includes('admin') || (!confinedSites(user) && roles.includes('reviewer'))
}

/**
 * The images (or attachments) an upload field offers (站群): the document's site's; before it has
 * one, a confined account's sites'. A document without a site (the portal's settings, say) offers
 * every one. On saving, guardSite checks the site (with the field's name, in Chinese):
 * `uploadOfAnySite` keeps Payload's own check of the filter out, which reads the uploads with the
 * caller's access (a global saved by server code, the seed's logo, has none).
 */
export const sameSiteMedia: FilterOptions = ({ data, req }) => {
  const site = idOf((data as { site?: Ref } | undefined)?.site)
  if (site !== null) return { site: { equals: site } }
  const ids = confinedSites(req.user)
  return ids ? onSites(ids) : true
}

/** An upload field's validation without Payload's filter check (sameSiteMedia, above). */
export const uploadOfAnySite: UploadFieldValidation = (value, options) =>
  upload(value, { ...options, filterOptions: undefined })
