// What the test runner and the benchmarks share about the built apps' environment.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server's maintenance database, where test and benchmark databases are made. */
export const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Both apps in production mode, with fresh strong secrets (production refuses missing, short or
 * published ones) and no scheduled jobs running by themselves.
 */
export const productionEnv = () => ({
  NODE_ENV: 'production',
  NODE_OPTIONS: '--no-deprecation',
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
  STUDENT_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  REVALIDATE_SECRET: randomBytes(32).toString('base64url'),
  JOBS_AUTORUN: '0',
})

/** Runs one statement on the maintenance database (CREATE or DROP DATABASE). */
export async function pgAdmin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
