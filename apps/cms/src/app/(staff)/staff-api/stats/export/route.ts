import { audit } from '@/audit/record'
import { sheetResponse } from '@/imports/table'
import { clientAddress } from '@/lib/requestAddress'
import { staffOnly } from '@/app/(staff)/staff'
import { statsSites } from '@/stats/access'
import { computeStats } from '@/stats/compute'
import { parsePeriod } from '@/stats/period'
import { bulletin } from '@/stats/xlsx'

/**
 * The 通报 (stats/xlsx.ts) of `GET ?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=<id>]`: a row per site the
 * caller may see, each unit's stale columns and open findings. Audited as 导出.
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
  const body = await bulletin(payload, stats)
  await audit(payload, {
    action: 'export',
    user,
    ip: clientAddress(request.headers),
    target: { collection: 'stats', label: '发稿统计' },
    summary: `导出发稿统计通报（${period.from} 至 ${period.to}，${stats.sites.length} 个站点）`,
  })
  return sheetResponse('xlsx', `发稿统计通报-${period.from}至${period.to}`, body)
}
