import type { Payload, Where } from 'payload'
import type { InspectionRun } from '@/payload-types'

/**
 * Which run's findings are the open ones (站群): a site's own run (a site's administrator starts one
 * for that site alone) stands for that site from then on; the group's latest run stands for every
 * other site. The dashboard, 发稿统计 and the next run's first-seen dates all read findings this way.
 */
export interface CurrentRuns {
  /** The latest finished run of the whole group. */
  group: InspectionRun | undefined
  /** Per site, its own latest finished run, where one finished after the group's. */
  bySite: Map<number, InspectionRun>
}

const idOf = (r: InspectionRun['site']) => (r && typeof r === 'object' ? r.id : (r ?? null))

/** The latest finished run of the whole group (a failed or unfinished one reports nothing). */
export async function latestRun(payload: Payload): Promise<InspectionRun | undefined> {
  const { docs } = await payload.find({
    collection: 'inspection-runs',
    where: { and: [{ status: { equals: 'done' } }, { site: { exists: false } }] },
    sort: '-started_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

export async function currentRuns(payload: Payload): Promise<CurrentRuns> {
  const group = await latestRun(payload)
  const { docs } = await payload.find({
    collection: 'inspection-runs',
    where: {
      and: [
        { status: { equals: 'done' } },
        { site: { exists: true } },
        ...(group?.started_at ? [{ started_at: { greater_than: group.started_at } }] : []),
      ],
    },
    sort: '-started_at',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  const bySite = new Map<number, InspectionRun>()
  for (const run of docs) {
    const site = idOf(run.site)
    if (site !== null && !bySite.has(site)) bySite.set(site, run)
  }
  return { group, bySite }
}

/** The run whose findings stand for a site. */
export const runOfSite = (cur: CurrentRuns, site: number) => cur.bySite.get(site) ?? cur.group

/** Every run that stands for some site (kept when old runs are pruned). */
export const standingRunIds = (cur: CurrentRuns) =>
  [cur.group?.id, ...[...cur.bySite.values()].map((r) => r.id)].filter((x) => x !== undefined)

/** The open findings as a query: the group run's on sites without a later run of their own, and those runs'. */
export function openFindingsWhere(cur: CurrentRuns): Where | null {
  const own = [...cur.bySite.values()].map((r) => r.id)
  const parts: Where[] = []
  if (cur.group)
    parts.push(
      cur.bySite.size
        ? { and: [{ run: { equals: cur.group.id } }, { site: { not_in: [...cur.bySite.keys()] } }] }
        : { run: { equals: cur.group.id } },
    )
  if (own.length) parts.push({ run: { in: own } })
  return parts.length ? (parts.length === 1 ? parts[0]! : { or: parts }) : null
}

/** The same in SQL over `inspection_findings f` (the statistics): a condition and its arguments. */
export function openFindingsSql(cur: CurrentRuns, siteOf: string): { sql: string; args: number[] } | null {
  const own = [...cur.bySite.values()].map((r) => Number(r.id))
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ')
  const parts: string[] = []
  const args: number[] = []
  if (cur.group) {
    parts.push(
      cur.bySite.size ? `(f.run_id = ? AND ${siteOf} NOT IN (${marks(cur.bySite.size)}))` : '(f.run_id = ?)',
    )
    args.push(Number(cur.group.id), ...cur.bySite.keys())
  }
  if (own.length) {
    parts.push(`(f.run_id IN (${marks(own.length)}))`)
    args.push(...own)
  }
  return parts.length ? { sql: `(${parts.join(' OR ')})`, args } : null
}
