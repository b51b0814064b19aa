import { expect, test, type Page } from '@playwright/test'
import { href, type RouteName } from '../../../apps/site/src/lib/routes'
import { loadSiteData, type SiteData } from './fixtures'
import { samples, type Args } from './route-samples'

/**
 * A visitor's walk through every entry of the route map, in Chromium: each page must be quiet on
 * the network (nothing in flight for half a second, router prefetches included) within 5 s of
 * having loaded (of the click, for a link followed inside the app). A
 * request that never ends (as browser-side background revalidations of prefetches did) fails it.
 * The walk follows a link of the page it is on wherever one leads to the next stop, and reaches
 * every detail page from its list. Then a second walk opens, each in a new tab of the same browser
 * (the tabs before it still open), every page the first walk did not load from the address bar:
 * between them, every page is followed by a link where one leads to it, and loaded whole at least
 * once, each checked for quiet the same way.
 */

const QUIET_MS = 500
const LIMIT_MS = 5_000

/** Requests of a page that have started and not yet finished or failed. */
function inFlight(page: Page) {
  const pending = new Map<object, string>()
  const recent: { at: number; url: string }[] = []
  let changed = Date.now()
  page.on('request', (r) => {
    pending.set(r, r.url())
    changed = Date.now()
    recent.push({ at: changed, url: r.url() })
    if (recent.length > 20) recent.shift()
  })
  const done = (r: object) => {
    pending.delete(r)
    changed = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  /** Resolves once nothing has been in flight for QUIET_MS; fails after LIMIT_MS with what is. */
  return async function quiet(what: string) {
    const started = Date.now()
    for (;;) {
      const now = Date.now()
      if (pending.size === 0 && now - changed >= QUIET_MS) return now - started
      if (now - started > LIMIT_MS) {
        throw new Error(
          `${what}: not network-idle within ${LIMIT_MS} ms; in flight: ${[...pending.values()].join(', ')}; ` +
            `started in the last second: ${recent
              .filter((r) => r.at > now - 1000)
              .map((r) => r.url)
              .join(', ')}`,
        )
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

/** The list page each kind of detail page is reached from, for the detail's own arguments. */
const LIST_OF: { [K in RouteName]?: (args: Args<K>) => string } = {
  newsArticle: ([category]) => href.newsCategory(category),
  schoolDetail: ([section]) => href.school(section),
  featuredArticle: ([section]) => href.featuredSection(section),
  eduDetail: ([edu, child]) => href.eduChild(edu, child),
  openMajor: ([parent]) => href.openMajorIndex(parent),
  course: () => href.timetable(),
  enrollingArticle: ([type]) => href.enrollingChild(type, 'information'),
  enrollingMajor: ([type]) => href.enrollingChild(type, 'major'),
}

interface Stop {
  name: RouteName
  path: string
  /** For a detail page: the list it must be reachable from. */
  list?: string
}

function stops(site: SiteData): Stop[] {
  const all = samples(site)
  const builders = href as Record<RouteName, (...args: unknown[]) => string>
  const seen = new Set<string>()
  return (Object.keys(all) as RouteName[]).flatMap((name) =>
    (all[name] as unknown[][]).flatMap((args) => {
      const path = builders[name](...args)
      if (seen.has(path)) return []
      seen.add(path)
      const list = (LIST_OF[name] as ((a: unknown[]) => string) | undefined)?.(args)
      return [{ name, path, ...(list ? { list } : {}) }]
    }),
  )
}

/** The page shown is a real page, not the error page. */
async function expectPage(page: Page, what: string) {
  await expect(page.getByRole('heading', { name: /Page Not Found|Internal Server Error/ }), what).toHaveCount(
    0,
  )
}

/**
 * The paths the one-tab walk loaded from the address bar (a whole page load, checked for quiet):
 * the new-tab walk loads the others. Module state, shared by the two tests of this file, which
 * run in order in one worker; a run of the second alone (or after the first failed, in a new
 * worker) starts from an empty set and loads every page.
 */
const loadedWhole = new Set<string>()

/** Goes to `path` by a visible link of the current page when there is one, else by the address bar. */
async function go(page: Page, quiet: (what: string) => Promise<number>, path: string) {
  const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first()
  const here = page.url()
  if (here !== 'about:blank' && new URL(here).pathname + new URL(here).search === path) return 'here'
  if (here !== 'about:blank' && (await link.count())) {
    await link.click()
    await page.waitForURL((u) => u.href !== here, { timeout: LIMIT_MS })
    await quiet(`${path} (link)`)
    return 'link'
  }
  await page.goto(path, { waitUntil: 'load' })
  await quiet(path)
  loadedWhole.add(path)
  return 'address'
}

let site: SiteData
test.beforeAll(async () => {
  test.setTimeout(180_000)
  site = await loadSiteData()
  // Every page rendered once first: the limit is for a visitor's walk, not for first renders.
  const base = process.env.SITE_URL ?? 'http://127.0.0.1:3000'
  for (const stop of stops(site)) await (await fetch(new URL(stop.path, base))).arrayBuffer()
})

test('a visitor walks every route in one tab, each page network-idle within 5 s', async ({ page }) => {
  test.setTimeout(600_000)
  const quiet = inFlight(page)
  const how: Record<string, number> = { link: 0, address: 0, here: 0 }
  for (const stop of stops(site)) {
    if (stop.list) {
      // A detail page is reached from its list, as a visitor reaches it.
      how[await go(page, quiet, stop.list)]!++
      await expectPage(page, stop.list)
      const link = page.locator(`a[href="${stop.path}"]`).filter({ visible: true }).first()
      await expect(link, `${stop.list} links to ${stop.path}`).toBeVisible()
      const here = page.url()
      await link.click()
      await page.waitForURL((u) => u.href !== here, { timeout: LIMIT_MS })
      await quiet(`${stop.path} (from ${stop.list})`)
      how.link!++
    } else {
      how[await go(page, quiet, stop.path)]!++
    }
    await expectPage(page, stop.path)
  }
  console.log(`walked ${stops(site).length} routes: ${JSON.stringify(how)}`)
  // Most stops are reached by following a link, as a visitor would.
  expect(how.link!).toBeGreaterThan(how.address!)
})

test('the walk again, a new tab of the same browser for every page the first walk did not load whole', async ({
  context,
}) => {
  test.setTimeout(600_000)
  const open: Page[] = []
  const rest = stops(site).filter((stop) => !loadedWhole.has(stop.path))
  console.log(`new tabs for ${rest.length} of ${stops(site).length} routes (the others were loaded whole)`)
  // Enough pages stay for tabs to pile up as a visitor's do.
  expect(rest.length).toBeGreaterThan(6)
  for (const stop of rest) {
    const page = await context.newPage()
    const quiet = inFlight(page)
    await page.goto(stop.path, { waitUntil: 'load' })
    await quiet(`${stop.path} (new tab)`)
    await expectPage(page, stop.path)
    open.push(page)
    // Tabs stay open a while, as a visitor's do: a stalled tab would hold the connections of the next.
    if (open.length > 6) await open.shift()!.close()
  }
})
