import { statsOf } from './request'

/**
 * 发稿统计 (stats/compute.ts) as JSON: `GET ?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=<id>]`. The web
 * office reads every site, a site's administrator their own; a period over MAX_DAYS, reversed or
 * malformed answers 400 in Chinese.
 */
export async function GET(request: Request) {
  const { denied, stats } = await statsOf(request)
  if (denied) return denied
  return Response.json(stats, { headers: { 'cache-control': 'no-store' } })
}
