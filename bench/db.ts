// The database side the benchmarks share: open either engine and query it with `?` placeholders.
import { createClient, type Client } from '@libsql/client'
import pg from 'pg'

type Rows = Record<string, unknown>[]

/** A SQLite file the cms will use; `client` is there for engine-specific writes. */
export async function openSqlite(file: string) {
  const client: Client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA busy_timeout = 5000')
  return {
    client,
    env: { SQLITE_FILE: file, DATABASE_URL: '' } as Record<string, string>,
    query: async (sql: string, a: unknown[] = []): Promise<Rows> =>
      (await client.execute({ sql, args: a as never })).rows as never,
    close: async () => client.close(),
  }
}

/** A PostgreSQL database the cms will use; `?` placeholders become `$1, $2, …`. */
export function openPostgres(url: string, max: number) {
  const pool = new pg.Pool({ connectionString: url, max })
  return {
    pool,
    env: { DATABASE_URL: url } as Record<string, string>,
    query: async (sql: string, a: unknown[] = []): Promise<Rows> => {
      let i = 0
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++i}`),
          a,
        )
      ).rows
    },
    close: () => pool.end(),
  }
}
