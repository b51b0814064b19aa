import { SITE_SECRET_HEADER, apiTag, type Controller } from '@ou/contract'
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
  controllers: readonly Controller[],
  fetchImpl: typeof fetch,
): Promise<void> {
  const res = await fetchImpl(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SITE_SECRET_HEADER]: env.revalidateSecret },
    body: JSON.stringify({ tags: controllers.map(apiTag) }),
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
}

/**
 * Tells every instance of the public site (SITE_URL) which API controllers changed, so Next
 * drops their cached answers and pages (tag `api:<module>.<Controller>`). Each instance is called
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
  const results = await Promise.all(siteUrls.map((url) => revalidateOne(url, controllers, opts)))
  return results.every(Boolean)
}

async function revalidateOne(
  siteUrl: string,
  controllers: readonly Controller[],
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
      await postRevalidate(siteUrl, controllers, opts.fetch ?? fetch)
      return true
    } catch (e) {
      const last = attempt >= waits.length
      log(
        `${siteUrl} ${controllers.join(', ')}: try ${attempt + 1} failed${last ? ', giving up' : ', retrying'}`,
        e,
      )
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

const changed = (req: PayloadRequest, slug: CollectionSlug, controllers: readonly Controller[]) =>
  nowAndAfterCommit(req, async () => {
    await Promise.all([forgetCounts(req.payload, slug), revalidateSite(controllers)])
  })

const revalidateAfterChange =
  (controllers: readonly Controller[]): CollectionAfterChangeHook =>
  ({ doc, req, collection }) => {
    changed(req, collection.slug as CollectionSlug, controllers)
    return doc
  }

const revalidateAfterDelete =
  (controllers: readonly Controller[]): CollectionAfterDeleteHook =>
  ({ doc, req, collection }) => {
    changed(req, collection.slug as CollectionSlug, controllers)
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
