import { staffOnly } from '@/app/(staff)/staff'
import { statsSites } from '@/stats/access'
import { computeStats } from '@/stats/compute'
import { parsePeriod } from '@/stats/period'

/**
 * What both stats routes answer from `?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=<id>]`: the figures the
 * caller may read (the web office every site, a site's administrator their own), or the refusal:
 * 401/403, or 400 in Chinese for a period over MAX_DAYS, reversed or malformed.
 */
export async function statsOf(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'siteAdmin', 'reviewer')
  if (denied) return { denied }
  const sites = statsSites(user)
  if (sites === false) return { denied: Response.json({ message: '没有权限查看发稿统计' }, { status: 403 }) }
  const { period, error } = parsePeriod(new URL(request.url).searchParams)
  if (!period) return { denied: Response.json({ message: error }, { status: 400 }) }
  if (period.site !== undefined && sites && !sites.includes(period.site))
    return { denied: Response.json({ message: '没有权限查看该站点的统计' }, { status: 403 }) }
  const stats = await computeStats(payload, { from: period.from, to: period.to, sites, site: period.site })
  return { denied: null, payload, user, period, stats }
}
