import { PORTAL_SITE, type Site } from '@ou/contract'
import { cmsDirect as api } from './cms-direct'

/**
 * The sites of the group (站群) as src/proxy.ts needs them before any page renders: which are
 * 已停用 (answered 410) and which host names serve which site.
 *
 * Kept in this process like the redirects (lib/redirects.ts): read when the server starts
 * (instrumentation.ts), then again from the cms once more than a second old, in the background (a
 * request never waits), so a site closed or given a domain in the console applies within 2 s.
 */
const FRESH_MS = 1000

interface State {
  bySlug: Map<string, Site>
  /** Host name (lower case) → slug, for the sites with a domain. */
  byDomain: Map<string, string>
  readAt: number
  loading: Promise<void> | null
}

const KEY = Symbol.for('ou.site.sites')
const state: State = ((globalThis as Record<symbol, State | undefined>)[KEY] ??= {
  bySlug: new Map(),
  byDomain: new Map(),
  readAt: 0,
  loading: null,
})

/** Reads the table now (at start-up); later reads happen on their own. */
export function loadSites(): Promise<void> {
  state.loading ??= api
    .request('setting.Site/list')
    .then((outcome) => {
      // A failed read keeps the previous table: the cms may be restarting.
      if (outcome.ok) useSites(outcome.data.list)
    })
    .catch(() => undefined)
    .finally(() => {
      state.readAt = Date.now()
      state.loading = null
    })
  return state.loading
}

/** Takes `list` as the table (the cms's answer; a unit test's sites). */
export function useSites(list: Site[]) {
  state.bySlug = new Map(list.map((s) => [s.slug, s]))
  state.byDomain = new Map(
    list
      // The portal is served by every other host. A closed site's domain still leads to it: its
      // pages say it is closed (410).
      .filter((s) => s.domain && s.slug !== PORTAL_SITE)
      .map((s) => [s.domain!.toLowerCase(), s.slug]),
  )
  state.readAt = Date.now()
}

function fresh() {
  if (!state.loading && Date.now() - state.readAt > FRESH_MS) void loadSites()
}

/** Whether the site of this slug is 已停用 (its pages answer 410). */
export function isClosedSite(slug: string): boolean {
  fresh()
  return state.bySlug.get(slug)?.status === 'closed'
}

/**
 * The slug of the site a request's host name serves, or null (the portal's host, or any host no
 * site claims). Only a host in the table maps: whatever else a client sends falls back to the portal.
 */
export function siteOfHost(host: string | null): string | null {
  fresh()
  if (!host) return null
  const name = host.replace(/:\d+$/, '').toLowerCase()
  return state.byDomain.get(name) ?? null
}
