import type { Payload } from 'payload'
import { maintenanceTask } from '@/lib/tasks'
import { env } from '@/lib/env'
import { OUTCOMES, outboundFetch, outcomeOf } from '@/lib/outbound'
import type { Finding } from './types'

/**
 * Uptime: every five minutes the home page and one page per section are fetched; each probe is a
 * row of `uptime-probes`. The run flags each day (Beijing time) of the last week on which more than
 * 5% of probes failed or took longer than 15 s.
 */

export const PROBE_PATHS = [
  '/',
  '/news',
  '/schoolOverview/aboutSchool',
  '/educationalFormat',
  '/enrolling',
  '/featured',
  '/mailbox',
  '/platforms',
]
const SLOW_MS = 15_000
const DAY = 86_400_000
const KEEP_DAYS = 90

export async function probeOnce(payload: Payload, siteOrigin: string) {
  const at = new Date().toISOString()
  let failed = 0
  await Promise.all(
    PROBE_PATHS.map(async (p) => {
      const url = `${siteOrigin}${p}`
      const t0 = Date.now()
      let status = 0
      let error = ''
      try {
        // A page redirected elsewhere (跳转管理) is followed through the guarded client: a hop to
        // an internal address is refused, and only its class is kept.
        const a = await outboundFetch(url, {
          timeoutMs: SLOW_MS + 5_000,
          trusted: [siteOrigin, env.publicUrl],
          allow: env.inspection.allowAddresses,
          maxBody: 0,
          redirects: 5,
        })
        status = a.status
      } catch (e) {
        error = OUTCOMES[outcomeOf(e)]
      }
      const ms = Date.now() - t0
      const ok = !error && status > 0 && status < 400 && ms <= SLOW_MS
      if (!ok) failed++
      await payload.create({
        collection: 'uptime-probes',
        data: { at, url, ok, status, ms, error },
        overrideAccess: true,
        depth: 0,
      })
    }),
  )
  await payload.db.deleteMany({
    collection: 'uptime-probes',
    where: { at: { less_than: new Date(Date.now() - KEEP_DAYS * DAY).toISOString() } },
  })
  return { probes: PROBE_PATHS.length, failed }
}

export const uptimeProbeTask = maintenanceTask<{ input: object; output: { probes: number; failed: number } }>(
  '*/5 * * * *',
  { probes: 'number', failed: 'number' },
  {
    slug: 'uptimeProbe',
    label: '网站可用性探测',
    retries: 0,
    handler: async ({ req: { payload } }) => {
      const origin = env.siteUrls[0]
      if (!origin) return { output: { probes: 0, failed: 0 } }
      return { output: await probeOnce(payload, origin) }
    },
  },
)

const shanghaiDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

/** Days of the last week with more than 5% of probes failed or slow. */
export async function checkUptime(payload: Payload, now = new Date()): Promise<Finding[]> {
  const { docs } = await payload.find({
    collection: 'uptime-probes',
    where: { at: { greater_than: new Date(now.getTime() - 7 * DAY).toISOString() } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const days = new Map<string, { total: number; bad: number; urls: Set<string> }>()
  for (const p of docs) {
    const d = shanghaiDay(p.at)
    const e = days.get(d) ?? { total: 0, bad: 0, urls: new Set<string>() }
    e.total++
    if (!p.ok) {
      e.bad++
      e.urls.add(p.url)
    }
    days.set(d, e)
  }
  const out: Finding[] = []
  for (const [d, e] of [...days].sort()) {
    if (e.bad / e.total <= 0.05) continue
    out.push({
      kind: 'uptime',
      url: [...e.urls][0] ?? '',
      target: d,
      element: `${e.urls.size} 个页面`,
      message: `${d} 共探测 ${e.total} 次，其中 ${e.bad} 次失败或超过 15 秒（${((e.bad / e.total) * 100).toFixed(1)}%，上限 5%）`,
    })
  }
  return out
}
