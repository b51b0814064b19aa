// @ts-nocheck generated migration
import { indexSiteDocs } from '@/search/hooks'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The full-text index with or without the site column (migration `*_search_index` made it without).
async function ftsWith(db, site: boolean) {
  const cols = site ? 'tu, tb, bu, bb, type, site' : 'tu, tb, bu, bb, type'
  const fresh = site ? 'new.tu, new.tb, new.bu, new.bb, new.type, new.site' : 'new.tu, new.tb, new.bu, new.bb, new.type'
  const old = site ? 'old.tu, old.tb, old.bu, old.bb, old.type, old.site' : 'old.tu, old.tb, old.bu, old.bb, old.type'
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_au`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_ad`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_ai`)
  await db.run(sql`DROP TABLE IF EXISTS search_fts`)
  await db.run(sql.raw(`CREATE VIRTUAL TABLE search_fts USING fts5(
    ${cols}, content='search_docs', content_rowid='id', tokenize='unicode61'
  )`))
  await db.run(sql.raw(`CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
    INSERT INTO search_fts(rowid, ${cols}) VALUES (new.id, ${fresh});
  END`))
  await db.run(sql.raw(`CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
    INSERT INTO search_fts(search_fts, rowid, ${cols}) VALUES ('delete', old.id, ${old});
  END`))
  await db.run(sql.raw(`CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
    INSERT INTO search_fts(search_fts, rowid, ${cols}) VALUES ('delete', old.id, ${old});
    INSERT INTO search_fts(rowid, ${cols}) VALUES (new.id, ${fresh});
  END`))
  await db.run(sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`)
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`media_site_idx\` ON \`media\` (\`site_id\`);`)
  await db.run(sql`ALTER TABLE \`search_docs\` ADD \`site\` numeric;`)
  await db.run(sql`CREATE INDEX \`search_docs_site_idx\` ON \`search_docs\` (\`site\`);`)
  // 站群: the images uploaded so far are the portal's, and so is everything indexed so far (the
  // search covered the portal alone); the sites' own articles and pages join the index now.
  await db.run(sql`UPDATE media SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
  await db.run(sql`UPDATE search_docs SET site = (SELECT id FROM sites WHERE slug = 'portal') WHERE site IS NULL;`)
  // Each site searches its own: the site is a column of the full-text index, so counts stay index-only.
  await ftsWith(db, true)
  await indexSiteDocs(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The sites' own entries leave the index with the site column; the triggers follow the table.
  await db.run(sql`DELETE FROM search_docs WHERE site IS NOT (SELECT id FROM sites WHERE slug = 'portal');`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_au`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_ad`)
  await db.run(sql`DROP TRIGGER IF EXISTS search_docs_ai`)
  await db.run(sql`DROP TABLE IF EXISTS search_fts`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_xs_url\` text,
  	\`sizes_xs_width\` numeric,
  	\`sizes_xs_height\` numeric,
  	\`sizes_xs_mime_type\` text,
  	\`sizes_xs_filesize\` numeric,
  	\`sizes_xs_filename\` text,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_md_url\` text,
  	\`sizes_md_width\` numeric,
  	\`sizes_md_height\` numeric,
  	\`sizes_md_mime_type\` text,
  	\`sizes_md_filesize\` numeric,
  	\`sizes_md_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	\`sizes_xl_url\` text,
  	\`sizes_xl_width\` numeric,
  	\`sizes_xl_height\` numeric,
  	\`sizes_xl_mime_type\` text,
  	\`sizes_xl_filesize\` numeric,
  	\`sizes_xl_filename\` text,
  	\`sizes_xxl_url\` text,
  	\`sizes_xxl_width\` numeric,
  	\`sizes_xxl_height\` numeric,
  	\`sizes_xxl_mime_type\` text,
  	\`sizes_xxl_filesize\` numeric,
  	\`sizes_xxl_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_xs_url", "sizes_xs_width", "sizes_xs_height", "sizes_xs_mime_type", "sizes_xs_filesize", "sizes_xs_filename", "sizes_sm_url", "sizes_sm_width", "sizes_sm_height", "sizes_sm_mime_type", "sizes_sm_filesize", "sizes_sm_filename", "sizes_md_url", "sizes_md_width", "sizes_md_height", "sizes_md_mime_type", "sizes_md_filesize", "sizes_md_filename", "sizes_lg_url", "sizes_lg_width", "sizes_lg_height", "sizes_lg_mime_type", "sizes_lg_filesize", "sizes_lg_filename", "sizes_xl_url", "sizes_xl_width", "sizes_xl_height", "sizes_xl_mime_type", "sizes_xl_filesize", "sizes_xl_filename", "sizes_xxl_url", "sizes_xxl_width", "sizes_xxl_height", "sizes_xxl_mime_type", "sizes_xxl_filesize", "sizes_xxl_filename") SELECT "id", "alt", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_xs_url", "sizes_xs_width", "sizes_xs_height", "sizes_xs_mime_type", "sizes_xs_filesize", "sizes_xs_filename", "sizes_sm_url", "sizes_sm_width", "sizes_sm_height", "sizes_sm_mime_type", "sizes_sm_filesize", "sizes_sm_filename", "sizes_md_url", "sizes_md_width", "sizes_md_height", "sizes_md_mime_type", "sizes_md_filesize", "sizes_md_filename", "sizes_lg_url", "sizes_lg_width", "sizes_lg_height", "sizes_lg_mime_type", "sizes_lg_filesize", "sizes_lg_filename", "sizes_xl_url", "sizes_xl_width", "sizes_xl_height", "sizes_xl_mime_type", "sizes_xl_filesize", "sizes_xl_filename", "sizes_xxl_url", "sizes_xxl_width", "sizes_xxl_height", "sizes_xxl_mime_type", "sizes_xxl_filesize", "sizes_xxl_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xs_sizes_xs_filename_idx\` ON \`media\` (\`sizes_xs_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_sm_sizes_sm_filename_idx\` ON \`media\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_md_sizes_md_filename_idx\` ON \`media\` (\`sizes_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lg_sizes_lg_filename_idx\` ON \`media\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xl_sizes_xl_filename_idx\` ON \`media\` (\`sizes_xl_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xxl_sizes_xxl_filename_idx\` ON \`media\` (\`sizes_xxl_filename\`);`)
  await db.run(sql`DROP INDEX \`search_docs_site_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_docs\` DROP COLUMN \`site\`;`)
  await ftsWith(db, false)
}
