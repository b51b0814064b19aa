import { PORTAL_SITE, SITE_SLUG } from '../sites'
import { callNames, type CallName } from './routes'

/**
 * Cache tags of the public site. A cached API answer carries `api` and `api:<module>.<Controller>`
 * of its call; the cms names the controllers whose data an edit changed, and the site expires
 * those tags (docs/api.md, "Caching"). The controller names are derived from the call names, so a
 * misspelt one does not compile.
 *
 * 站群: an answer of a controller that answers for one site of the group (SITE_CONTROLLERS) also
 * carries `api:<module>.<Controller>@<site>`, the portal's when the call names no site, so that a
 * publish on one site expires that site's answers and pages only.
 */
export type Controller = CallName extends `${infer C}/${string}` ? C : never
export type ApiTag = 'api' | `api:${Controller}` | `api:${Controller}@${string}`

/** The controller of a call: `news.News/list` → `news.News`. */
export const controllerOf = <N extends CallName>(name: N) =>
  name.slice(0, name.indexOf('/')) as N extends `${infer C}/${string}` ? C : never

export const CONTROLLERS: readonly Controller[] = [...new Set(callNames.map(controllerOf))]

/** The tag of a controller's cached answers. */
export const apiTag = (controller: Controller): ApiTag => `api:${controller}`

/** Controllers whose answers are one site's (their calls take `site`, the portal by default). */
export const SITE_CONTROLLERS: readonly Controller[] = ['news.News', 'setting.Carousel']

/** The tag of a controller's cached answers for one site of the group. */
export const siteTag = (controller: Controller, site: string): ApiTag => `api:${controller}@${site}`

/**
 * Tags a call's cached answer carries: every API answer, its controller's, and for a controller
 * of SITE_CONTROLLERS its controller's on the site the call names (the portal by default).
 */
export const tagsOf = (name: CallName, input?: unknown): ApiTag[] => {
  const controller = controllerOf(name)
  const tags: ApiTag[] = ['api', apiTag(controller)]
  if (SITE_CONTROLLERS.includes(controller)) {
    const site = (input as { site?: unknown } | undefined)?.site
    tags.push(siteTag(controller, typeof site === 'string' && site ? site.trim() : PORTAL_SITE))
  }
  return tags
}

/** Whether a string is a tag of this vocabulary (checks incoming revalidation requests). */
export const isApiTag = (tag: unknown): tag is ApiTag => {
  if (tag === 'api') return true
  if (typeof tag !== 'string' || !tag.startsWith('api:')) return false
  const [controller, site, ...rest] = tag.slice(4).split('@')
  if (rest.length || !CONTROLLERS.includes(controller as Controller)) return false
  return (
    site === undefined ||
    (SITE_CONTROLLERS.includes(controller as Controller) && (site === PORTAL_SITE || SITE_SLUG.test(site)))
  )
}
