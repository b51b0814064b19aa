import { callNames, type CallName } from './routes'

/**
 * Cache tags of the public site. A cached API answer carries `api` and `api:<module>.<Controller>`
 * of its call; the cms names the controllers whose data an edit changed, and the site expires
 * those tags (docs/api.md, "Caching"). The controller names are derived from the call names, so a
 * misspelt one does not compile.
 */
export type Controller = CallName extends `${infer C}/${string}` ? C : never
export type ApiTag = 'api' | `api:${Controller}`

/** The controller of a call: `news.News/list` → `news.News`. */
export const controllerOf = <N extends CallName>(name: N) =>
  name.slice(0, name.indexOf('/')) as N extends `${infer C}/${string}` ? C : never

export const CONTROLLERS: readonly Controller[] = [...new Set(callNames.map(controllerOf))]

/** The tag of a controller's cached answers. */
export const apiTag = (controller: Controller): ApiTag => `api:${controller}`

/** Tags a call's cached answer carries: every API answer, and its controller's. */
export const tagsOf = (name: CallName): ApiTag[] => ['api', apiTag(controllerOf(name))]

/** Whether a string is a tag of this vocabulary (checks incoming revalidation requests). */
export const isApiTag = (tag: unknown): tag is ApiTag =>
  tag === 'api' ||
  (typeof tag === 'string' && tag.startsWith('api:') && CONTROLLERS.includes(tag.slice(4) as Controller))
