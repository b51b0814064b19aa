// @ts-nocheck generated migration
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Whole-site search on SQLite: an FTS5 index over the token columns of search_docs
// (characters and bigrams, see src/search/tokens.ts) and the type (so facets and type filters
// are answered from the index alone), kept in step by triggers.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE search_fts USING fts5(
    tu, tb, bu, bb, type, content='search_docs', content_rowid='id', tokenize='unicode61'
  )`)
  await db.run(sql`CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
    INSERT INTO search_fts(rowid, tu, tb, bu, bb, type) VALUES (new.id, new.tu, new.tb, new.bu, new.bb, new.type);
  END`)
  await db.run(sql`CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
    INSERT INTO search_fts(search_fts, rowid, tu, tb, bu, bb, type) VALUES ('delete', old.id, old.tu, old.tb, old.bu, old.bb, old.type);
  END`)
  await db.run(sql`CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
    INSERT INTO search_fts(search_fts, rowid, tu, tb, bu, bb, type) VALUES ('delete', old.id, old.tu, old.tb, old.bu, old.bb, old.type);
    INSERT INTO search_fts(rowid, tu, tb, bu, bb, type) VALUES (new.id, new.tu, new.tb, new.bu, new.bb, new.type);
  END`)
  await db.run(sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_au`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_ad`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_ai`)
  await db.run(sql`DROP TABLE IF EXISTS search_fts`)
}
