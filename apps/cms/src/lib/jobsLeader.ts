import { setJobsLeader } from '@ou/ops/count'
import pg from 'pg'
import { env, isPostgres } from './env'

/**
 * Which cms instance runs the job queue (scheduled publishing, digests, purges). Every instance
 * may have JOBS_AUTORUN on; on PostgreSQL only the one holding a session-level advisory lock runs
 * the queue. The lock lives as long as that instance's connection: when the instance dies, the
 * database releases it, and another instance takes it at its next try (every LEADER_RETRY_MS).
 * On SQLite there is only ever one instance, which always runs them.
 */

/** An arbitrary, fixed key of the lock (pg_try_advisory_lock's bigint). */
const LOCK_KEY = 7_231_002_017
const LEADER_RETRY_MS = 10_000

let leader = !isPostgres
let client: pg.Client | null = null
let started = false

async function tryLead() {
  if (leader) return
  try {
    if (!client) {
      const c = new pg.Client({ connectionString: env.databaseUrl, application_name: 'ou-cms-jobs-leader' })
      c.on('error', () => lose(c))
      c.on('end', () => lose(c))
      await c.connect()
      client = c
    }
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LOCK_KEY])
    leader = rows[0]?.ok === true
    setJobsLeader(leader)
  } catch {
    if (client) lose(client)
  }
}

function lose(c: pg.Client) {
  if (client !== c) return
  client = null
  leader = false
  setJobsLeader(false)
  c.end().catch(() => {})
}

/** Whether this instance should run the job queue now; starts competing for the lock on first call. */
export async function isJobsLeader(): Promise<boolean> {
  if (!env.jobsAutorun || env.building) return false
  if (!started && isPostgres) {
    started = true
    setInterval(() => void tryLead(), LEADER_RETRY_MS).unref()
    await tryLead()
  }
  setJobsLeader(leader)
  return leader
}
