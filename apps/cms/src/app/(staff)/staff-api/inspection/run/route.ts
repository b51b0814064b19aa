import { PORTAL_SITE } from '@ou/contract'
import { staffOnly } from '@/app/(staff)/staff'
import { allSites } from '@/inspection/pages'
import { sitesWhere } from '@/sites/siteRoles'

const refuse = (message: string, status: number) => Response.json({ message }, { status })

/**
 * Starts a site inspection now: queued on the maintenance queue like the nightly run and run at
 * once; the answer comes when the run is done, with its record and counts per kind.
 * `?digest=1` also mails each editor their own findings, as the nightly run does; `?mode=incremental`
 * reads only what changed since the last run, as the nightly run does (inspection/run.ts).
 * `?site=<路径>` inspects one site of the group alone (always whole): an administrator any, a site's
 * administrator (站点管理员) their own, which is also what they get without `site` when they run one.
 */
export async function POST(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'siteAdmin')
  if (denied) return denied
  const isAdmin = (user.roles ?? []).includes('admin')
  const mine = isAdmin ? null : (sitesWhere(user, 'siteAdmin') ?? [])
  if (mine && !mine.length) return refuse('没有权限执行此操作', 403)
  const params = new URL(request.url).searchParams
  const asked = params.get('site')
  const sites = await allSites(payload)
  let site = asked === null ? undefined : sites.find((s) => s.slug === asked)
  if (asked !== null && !site) return refuse('站点不存在', 404)
  if (!site && mine) {
    if (mine.length > 1) return refuse('请选择要巡检的站点', 400)
    site = sites.find((s) => s.id === mine[0])
  }
  if (site) {
    if (mine && !mine.includes(site.id)) return refuse('只能巡检您管理的站点', 403)
    if (site.slug === PORTAL_SITE) return refuse('门户随全站巡检检查，请不选站点发起巡检', 400)
    if (site.status !== 'live') return refuse(`${site.name}未上线，无法巡检`, 409)
  }
  const running = await payload.count({
    collection: 'inspection-runs',
    where: {
      and: [
        { status: { equals: 'running' } },
        { started_at: { greater_than: new Date(Date.now() - 30 * 60_000).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (running.totalDocs) return refuse('已有一次巡检正在进行，请稍后再试。', 409)
  const since = new Date().toISOString()
  const job = await payload.jobs.queue({
    task: 'inspectSite',
    input: {
      trigger: 'manual',
      user: Number(user.id),
      digest: params.get('digest') === '1',
      full: site ? true : params.get('mode') !== 'incremental',
      ...(site ? { site: site.id } : {}),
    },
    queue: 'maintenance',
  })
  const { jobStatus } = await payload.jobs.run({ queue: 'maintenance', where: { id: { equals: job.id } } })
  const status = jobStatus?.[String(job.id)]?.status
  const { docs } = await payload.find({
    collection: 'inspection-runs',
    where: { and: [{ started_by: { equals: user.id } }, { started_at: { greater_than_equal: since } }] },
    sort: '-started_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const run = docs[0]
  if (status !== 'success' || !run)
    return Response.json({ message: '巡检失败，详见服务器日志', run }, { status: 500 })
  return Response.json({ message: '巡检已完成', run })
}
