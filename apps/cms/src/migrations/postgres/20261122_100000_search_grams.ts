// @ts-nocheck drizzle-orm is installed twice (db-postgres and drizzle); their SQL types do not unify
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Whole-site search on PostgreSQL: a GIN index over the character and bigram tokens that
// search/tokens.ts already writes for SQLite's FTS5 (pg_trgm needs three characters, and most
// Chinese words have two), and the date order that large result sets are listed in.
// The expression must stay identical to GRAMS in search/query.ts.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS search_docs_grams_idx ON search_docs USING gin (
    (string_to_array(coalesce(tu, '') || ' ' || coalesce(tb, '') || ' ' || coalesce(bu, '') || ' ' || coalesce(bb, ''), ' ')))`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS search_docs_published_idx ON search_docs (published_at DESC NULLS LAST)`)
  await db.execute(sql`ANALYZE search_docs`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS search_docs_published_idx`)
  await db.execute(sql`DROP INDEX IF EXISTS search_docs_grams_idx`)
}
