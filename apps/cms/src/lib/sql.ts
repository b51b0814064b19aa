import type { Payload } from 'payload'
import { isPostgres } from './env'

/** Raw SQL for the few places where Payload's local API is too slow (bulk import, search). */
export interface Sql {
  execute: (sql: string, args?: unknown[]) => Promise<Record<string, unknown>[]>
}

type Rows = { rows: Record<string, unknown>[] }
type PgClient = { query: (t: string, v?: unknown[]) => Promise<Rows>; release: () => void }
type Adapter = {
  pool?: { query: (t: string, v?: unknown[]) => Promise<Rows>; connect: () => Promise<PgClient> }
  client?: {
    execute: (q: { sql: string; args: unknown[] }) => Promise<Rows>
    transaction: (mode: 'write') => Promise<{
      execute: (q: { sql: string; args: unknown[] }) => Promise<Rows>
      commit: () => Promise<void>
      rollback: () => Promise<void>
      close: () => void
    }>
  }
}

const numbered = (sql: string) => {
  let i = 0
  return sql.replace(/\?/g, () => `$${++i}`)
}

/** `?` placeholders on both databases. */
export function sqlOf(payload: Payload): Sql {
  const a = payload.db as unknown as Adapter
  if (isPostgres)
    return { execute: async (sql, args = []) => (await a.pool!.query(numbered(sql), args)).rows }
  return { execute: async (sql, args = []) => (await a.client!.execute({ sql, args })).rows }
}

/** Runs `work` in one transaction: everything is written, or nothing. */
export async function inTransaction<T>(payload: Payload, work: (sql: Sql) => Promise<T>): Promise<T> {
  const a = payload.db as unknown as Adapter
  if (isPostgres) {
    const client = await a.pool!.connect()
    try {
      await client.query('BEGIN')
      const result = await work({
        execute: async (sql, args = []) => (await client.query(numbered(sql), args)).rows,
      })
      await client.query('COMMIT')
      return result
    } catch (e) {
      await client.query('ROLLBACK')
      throw e
    } finally {
      client.release()
    }
  }
  const tx = await a.client!.transaction('write')
  try {
    const result = await work({ execute: async (sql, args = []) => (await tx.execute({ sql, args })).rows })
    await tx.commit()
    return result
  } catch (e) {
    await tx.rollback()
    throw e
  } finally {
    tx.close()
  }
}
