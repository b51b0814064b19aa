import { staffOnly } from '@/app/(staff)/staff'

type Params = { params: Promise<{ task: string }> }

/** Maintenance tasks an administrator may run now instead of waiting for their schedule. */
const RUNNABLE: Record<string, object> = {
  notifyDigest: { force: true },
  purgeAuditLog: {},
  purgeExpired: {},
  deadlineReminders: {},
  purgeTrash: {},
}

/** Queues the task on the maintenance queue and runs it at once; the job's log keeps what it did. */
export async function POST(request: Request, { params }: Params) {
  const { task } = await params
  const input = RUNNABLE[task]
  if (!input) return Response.json({ message: '未知的任务' }, { status: 404 })
  const { payload, denied } = await staffOnly(request)
  if (denied) return denied
  const job = await payload.jobs.queue({ task: task as 'notifyDigest', input, queue: 'maintenance' })
  // By queue and id rather than runByID, which does not return the job when jobs run with hooks.
  const { jobStatus } = await payload.jobs.run({ queue: 'maintenance', where: { id: { equals: job.id } } })
  const status = jobStatus?.[String(job.id)]?.status
  if (status !== 'success') return Response.json({ message: '任务执行失败，详见服务器日志' }, { status: 500 })
  return Response.json({ message: '任务已执行' })
}
