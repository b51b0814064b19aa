import {
  SITE_CONTROLLERS,
  SITE_SECRET_HEADER,
  apiTag,
  siteTag,
  type ApiTag,
  type Controller,
} from '@ou/contract'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { forgetCounts } from '@/lib/counts'
import { env } from '@/lib/env'
import { log as logger } from '@/lib/log'

/** Waits between tries of a revalidation call: the site may be restarting. */
export const REVALIDATE_RETRY_MS = [1000, 5000, 20000]

/** One revalidation call to one site instance; throws unless it confirms. */
async function postRevalidate(
  siteUrl: string,
  tags: readonly ApiTag[],
  fetchImpl: typeof fetch,
): Promise<void> {
  const res = await fetchImpl(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SITE_SECRET_HEADER]: env.revalidateSecret },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(3000),
  })
  if (!res.ok) throw new Error(`the site answered HTTP ${res.status}`)
}

interface RevalidateOptions {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  log?: (message: string, err: unknown) => void
  retryMs?: readonly number[]
  /** The site instances to tell; those of SITE_URL by default. */
  siteUrls?: readonly string[]
  /**
   * 站群: the sites of the group whose content changed (slugs). A controller that answers per site
   * (SITE_CONTROLLERS) is then expired on those sites only; without them, on every site.
   */
  sites?: readonly string[] | null
}

/** The tags to expire for a change of `controllers` on `sites` (every site when null). */
export function tagsToExpire(controllers: readonly Controller[], sites?: readonly string[] | null): ApiTag[] {
  return [
    ...new Set(
      controllers.flatMap((c) =>
        sites?.length && SITE_CONTROLLERS.includes(c) ? sites.map((site) => siteTag(c, site)) : [apiTag(c)],
      ),
    ),
  ]
}

/**
 * Tells every instance of the public site (SITE_URL) which API controllers changed, so Next
 * drops their cached answers and pages (tag `api:<module>.<Controller>`, or its site's,
 * `…@<site>`, for a change on one site of the group). Each instance is called
 * on its own, and a failure is logged as an error and retried: a silent failure would keep
 * retracted content public there. Never throws and never blocks an editor (callers do not wait
 * for it). Resolves true once every instance confirmed.
 */
export async function revalidateSite(
  controllers: readonly Controller[],
  opts: RevalidateOptions = {},
): Promise<boolean> {
  const siteUrls = opts.siteUrls ?? env.siteUrls
  if (siteUrls.length === 0 || controllers.length === 0) return true
  const tags = tagsToExpire(controllers, opts.sites)
  const results = await Promise.all(siteUrls.map((url) => revalidateOne(url, tags, opts)))
  return results.every(Boolean)
}

async function revalidateOne(
  siteUrl: string,
  tags: readonly ApiTag[],
  opts: RevalidateOptions,
): Promise<boolean> {
  const sleep = opts.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms).unref()))
  const log =
    opts.log ??
    ((message, err) =>
      logger().error({ err: err instanceof Error ? err.message : err }, `revalidate ${message}`))
  const waits = opts.retryMs ?? REVALIDATE_RETRY_MS
  for (let attempt = 0; ; attempt++) {
    try {
      await postRevalidate(siteUrl, tags, opts.fetch ?? fetch)
      return true
    } catch (e) {
      const last = attempt >= waits.length
      log(`${siteUrl} ${tags.join(', ')}: try ${attempt + 1} failed${last ? ', giving up' : ', retrying'}`, e)
      if (last) return false
      await sleep(waits[attempt]!)
    }
  }
}

/** How long a change may take to commit after its hooks ran (they run inside the transaction). */
const COMMIT_WINDOW_MS = 1000

/**
 * Runs `work` now and once more when the change is committed: a page read between the hook and
 * the commit (hooks run inside the transaction) would otherwise keep the old content until the
 * next change. Payload drops `req.transactionID` when it commits the operation's own transaction;
 * where the hook cannot see that (a transaction of an outer operation), the second run comes
 * when the window has passed.
 */
function nowAndAfterCommit(req: PayloadRequest, work: () => Promise<void>) {
  const run = () =>
    work().catch((e) => req.payload.logger.error({ err: e, msg: 'cache invalidation failed' }))
  void run()
  const started = Date.now()
  const check = () => {
    if (req.transactionID && Date.now() - started < COMMIT_WINDOW_MS) setTimeout(check, 10).unref()
    else void run()
  }
  setTimeout(check, 10).unref()
}

/** Expires a collection's cached totals and its controllers' answers on `sites` (null: every site), now and once committed. */
export const changed = (
  req: PayloadRequest,
  slug: CollectionSlug,
  controllers: readonly Controller[],
  sites: readonly string[] | null,
) =>
  nowAndAfterCommit(req, async () => {
    await Promise.all([forgetCounts(req.payload, slug), revalidateSite(controllers, { sites })])
  })

/**
 * 站群: the slugs of the sites the documents (a change's new and previous versions) belong to, or
 * null (every site) when one has no site or it cannot be read, so a doubt expires too much, never
 * too little.
 */
async function sitesOf(req: PayloadRequest, docs: unknown[]): Promise<string[] | null> {
  const slugs = new Set<string>()
  for (const doc of docs) {
    if (doc == null) continue
    const site = (doc as { site?: unknown }).site
    if (site == null || site === '') return null
    if (typeof site === 'object') {
      const slug = (site as { slug?: unknown }).slug
      if (typeof slug === 'string') {
        slugs.add(slug)
        continue
      }
    }
    const id = typeof site === 'object' ? (site as { id?: unknown }).id : site
    if (typeof id !== 'number' && typeof id !== 'string') return null
    try {
      const found = await req.payload.findByID({
        collection: 'sites',
        id,
        depth: 0,
        req,
        overrideAccess: true,
      })
      slugs.add(found.slug)
    } catch {
      return null
    }
  }
  return slugs.size ? [...slugs] : null
}

/** Whether any of the controllers answers per site (worth reading a document's site for). */
const perSite = (controllers: readonly Controller[]) => controllers.some((c) => SITE_CONTROLLERS.includes(c))

const revalidateAfterChange =
  (controllers: readonly Controller[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, collection }) => {
    const sites = perSite(controllers) ? await sitesOf(req, [doc, previousDoc]) : null
    changed(req, collection.slug as CollectionSlug, controllers, sites)
    return doc
  }

const revalidateAfterDelete =
  (controllers: readonly Controller[]): CollectionAfterDeleteHook =>
  async ({ doc, req, collection }) => {
    const sites = perSite(controllers) ? await sitesOf(req, [doc]) : null
    changed(req, collection.slug as CollectionSlug, controllers, sites)
    return doc
  }

export const revalidateGlobal =
  (controllers: readonly Controller[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    nowAndAfterCommit(req, async () => void (await revalidateSite(controllers)))
    return doc
  }

/** Hooks for a collection that feeds the given controllers. */
export const revalidateHooks = (controllers: readonly Controller[]) => ({
  afterChange: [revalidateAfterChange(controllers)],
  afterDelete: [revalidateAfterDelete(controllers)],
})
