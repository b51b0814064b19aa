import { PORTAL_SITE, type Site } from '@ou/contract'
import { cmsDirect as api } from './cms-direct'
import { refreshedTable } from './refreshed-table'

/**
 * The sites of the group (站群) as src/proxy.ts needs them before any page renders: which are
 * 已停用 (answered 410) and which host names serve which site.
 *
 * Kept in this process like the redirects (lib/refreshed-table.ts: a request never waits for it),
 * so a site closed or given a domain in the console applies within 2 s.
 */
interface Sites {
  bySlug: Map<string, Site>
  /** Host name (lower case) → slug, for the sites with a domain. */
  byDomain: Map<string, string>
}

function tableOf(list: Site[]): Sites {
  return {
    bySlug: new Map(list.map((s) => [s.slug, s])),
    byDomain: new Map(
      list
        // The portal is served by every other host. A closed site's domain still leads to it: its
        // pages say it is closed (410).
        .filter((s) => s.domain && s.slug !== PORTAL_SITE)
        .map((s) => [s.domain!.toLowerCase(), s.slug]),
    ),
  }
}

// server.mjs reads this table too (its global key, `ou.site.table.sites`), to key its page copies
// on the site a host serves: keep the name and the shape in step with it.
const sites = refreshedTable<Sites>('sites', tableOf([]), async () => {
  const outcome = await api.request('setting.Site/list')
  return outcome.ok ? tableOf(outcome.data.list) : null
})

/** Reads the table now (at start-up); later reads happen on their own. */
export const loadSites = sites.load

/** Takes `list` as the table (the cms's answer; a unit test's sites). */
export const useSites = (list: Site[]) => sites.use(tableOf(list))

/** Whether the site of this slug is 已停用 (its pages answer 410). */
export function isClosedSite(slug: string): boolean {
  return sites.now().bySlug.get(slug)?.status === 'closed'
}

/**
 * The slug of the site a request's host name serves, or null (the portal's host, or any host no
 * site claims). Only a host in the table maps: whatever else a client sends falls back to the portal.
 */
export function siteOfHost(host: string | null): string | null {
  const { byDomain } = sites.now()
  if (!host) return null
  return byDomain.get(host.replace(/:\d+$/, '').toLowerCase()) ?? null
}
