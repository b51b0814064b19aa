import { audit } from '@/audit/record'
import { sheetResponse } from '@/imports/table'
import { clientAddress } from '@/lib/requestAddress'
import { bulletin } from '@/stats/xlsx'
import { statsOf } from '../request'

/**
 * The 通报 (stats/xlsx.ts) of `GET ?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=<id>]`: a row per site the
 * caller may see, each unit's stale columns and open findings. Audited as 导出.
 */
export async function GET(request: Request) {
  const { denied, payload, user, period, stats } = await statsOf(request)
  if (denied) return denied
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
