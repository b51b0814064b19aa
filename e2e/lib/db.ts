import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * Runs one SQL statement against the test run's database (the SQLite file or the PostgreSQL
 * database scripts/test.mjs created), for facts no API may write, such as a log entry from
 * months ago. `?` placeholders work on both.
 */
export async function sql(statement: string, args: (string | number)[] = []): Promise<void> {
  await rows(statement, args)
}

/** Rows of one SELECT against the test run's database, as plain objects. */
export async function rows(
  statement: string,
  args: (string | number)[] = [],
): Promise<Record<string, unknown>[]> {
  const url = process.env.DATABASE_URL
  if (url && /^postgres/.test(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      let i = 0
      const res = await client.query(
        statement.replace(/\?/g, () => `$${++i}`),
        args,
      )
      return (res.rows ?? []) as Record<string, unknown>[]
    } finally {
      await client.end()
    }
  }
  const file = process.env.SQLITE_FILE
  if (!file) throw new Error('SQLITE_FILE or DATABASE_URL must point at the test database')
  const client = createClient({ url: `file:${file}` })
  try {
    const res = await client.execute({ sql: statement, args })
    return res.rows.map((r) => ({ ...r }))
  } finally {
    client.close()
  }
}
