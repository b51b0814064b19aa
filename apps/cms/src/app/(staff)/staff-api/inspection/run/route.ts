import { staffOnly } from '@/app/(staff)/staff'

/**
 * Starts a site inspection now (administrators): queued on the maintenance queue like the nightly
 * run and run at once; the answer comes when the run is done, with its record and counts per kind.
 * `?digest=1` also mails each editor their own findings, as the nightly run does; `?mode=incremental`
 * reads only what changed since the last run, as the nightly run does (inspection/run.ts).
 */
export async function POST(request: Request) {
  const { payload, user, denied } = await staffOnly(request)
  if (denied) return denied
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
  if (running.totalDocs)
    return Response.json({ message: '已有一次巡检正在进行，请稍后再试。' }, { status: 409 })
  const params = new URL(request.url).searchParams
  const since = new Date().toISOString()
  const job = await payload.jobs.queue({
    task: 'inspectSite',
    input: {
      trigger: 'manual',
      user: Number(user.id),
      digest: params.get('digest') === '1',
      full: params.get('mode') !== 'incremental',
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
