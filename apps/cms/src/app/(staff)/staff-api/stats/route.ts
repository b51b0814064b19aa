import { staffOnly } from '@/app/(staff)/staff'
import { statsSites } from '@/stats/access'
import { computeStats } from '@/stats/compute'
import { parsePeriod } from '@/stats/period'

/**
 * 发稿统计 (stats/compute.ts) as JSON: `GET ?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=<id>]`. The web
 * office reads every site, a site's administrator their own; a period over MAX_DAYS, reversed or
 * malformed answers 400 in Chinese.
 */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'siteAdmin', 'reviewer')
  if (denied) return denied
  const sites = statsSites(user)
  if (sites === false) return Response.json({ message: '没有权限查看发稿统计' }, { status: 403 })
  const { period, error } = parsePeriod(new URL(request.url).searchParams)
  if (!period) return Response.json({ message: error }, { status: 400 })
  if (period.site !== undefined && sites && !sites.includes(period.site))
    return Response.json({ message: '没有权限查看该站点的统计' }, { status: 403 })
  const stats = await computeStats(payload, { from: period.from, to: period.to, sites, site: period.site })
  return Response.json(stats, { headers: { 'cache-control': 'no-store' } })
}
