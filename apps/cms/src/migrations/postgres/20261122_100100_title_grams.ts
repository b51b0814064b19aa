// @ts-nocheck drizzle-orm is installed twice (db-postgres and drizzle); their SQL types do not unify
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Totals of news lists filtered by a keyword (search/titleCounts.ts): the bigrams of each published
// title in a GIN index. pg_trgm needs three characters and most Chinese words have two, so
// without it every such count reads every title.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE OR REPLACE FUNCTION ou_title_grams(t text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) AS i
    $$`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS news_title_grams_idx ON news
    USING gin (ou_title_grams(title)) WHERE _status = 'published'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS news_title_grams_idx`)
  await db.execute(sql`DROP FUNCTION IF EXISTS ou_title_grams(text)`)
}
