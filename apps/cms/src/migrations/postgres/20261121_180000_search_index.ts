// @ts-nocheck drizzle-orm is installed twice (db-postgres and drizzle); their SQL types do not unify
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Whole-site search on PostgreSQL: substring search (ILIKE) on title and body, served by a
// pg_trgm GIN index.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS search_docs_text_trgm_idx ON search_docs
    USING gin ((title || ' ' || coalesce(body, '')) gin_trgm_ops)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS search_docs_text_trgm_idx`)
}
