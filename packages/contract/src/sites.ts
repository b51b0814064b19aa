/**
 * The site group (站群, DESIGN.md §9): the portal and a site for each branch school, college,
 * department or topic, on one installation. Plain lists and checks, no zod: the console and the
 * browser import them too.
 */

/** The portal's slug: calls without a site answer for it, and its routes stay where the seed put them. */
export const PORTAL_SITE = 'portal'

export const SITE_KINDS = ['portal', 'branch', 'college', 'department', 'topic'] as const
export type SiteKind = (typeof SITE_KINDS)[number]
export const SITE_KIND_LABEL: Record<SiteKind, string> = {
  portal: '门户',
  branch: '分校',
  college: '学院',
  department: '部门',
  topic: '专题',
}

/** Site templates: the portal's components and tokens arranged for a kind of site. */
export const SITE_TEMPLATES = ['portal', 'branch', 'college', 'topic'] as const
export type SiteTemplate = (typeof SITE_TEMPLATES)[number]
export const SITE_TEMPLATE_LABEL: Record<SiteTemplate, string> = {
  portal: '门户型',
  branch: '分校型',
  college: '学院型',
  topic: '专题型',
}

export const SITE_STATUSES = ['building', 'live', 'closed'] as const
export type SiteStatus = (typeof SITE_STATUSES)[number]
export const SITE_STATUS_LABEL: Record<SiteStatus, string> = {
  building: '建设中',
  live: '已上线',
  closed: '已停用',
}

/** A site's slug, served at /sites/{slug}: lower-case letters, digits and hyphens. */
export const SITE_SLUG = /^[a-z][a-z0-9-]{1,29}$/

/** Why a slug cannot name a site, or null. */
export function siteSlugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || !SITE_SLUG.test(slug))
    return '站点路径须以小写字母开头，只用小写字母、数字和连字符，2–30 个字符'
  return null
}

/** A host name such as mianyang.tfou.edu.cn (no scheme, port or path). */
export const SITE_DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** The site's theme colour, as #rrggbb. */
export const SITE_COLOR = /^#[0-9a-fA-F]{6}$/
