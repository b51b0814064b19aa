// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_path_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`pages_site_idx\` ON \`pages\` (\`site_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_path_idx\` ON \`pages\` (\`site_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_site_idx\` ON \`_pages_v\` (\`version_site_id\`);`)
  await db.run(sql`CREATE INDEX \`version_site_version_path_idx\` ON \`_pages_v\` (\`version_site_id\`,\`version_path\`);`)
  // Every page so far is the portal's (站群): its routes stay exactly where they are.
  for (const [table, column] of [
    ['pages', 'site_id'],
    ['_pages_v', 'version_site_id'],
  ])
    await db.run(
      sql.raw(`UPDATE "${table}" SET "${column}" = (SELECT id FROM sites WHERE slug = 'portal') WHERE "${column}" IS NULL`),
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text,
  	\`kind\` text DEFAULT 'page',
  	\`parent_id\` integer,
  	\`section\` text,
  	\`slug\` text,
  	\`path\` text,
  	\`list_category_id\` integer,
  	\`link_kind\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_page_id\` integer,
  	\`link_category_id\` integer,
  	\`link_theme_id\` integer,
  	\`link_url\` text,
  	\`summary\` text,
  	\`published_at\` text,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_comment\` text,
  	\`sensitive_matches\` text,
  	\`sensitive_confirmed\` integer DEFAULT false,
  	\`wording_matches\` text,
  	\`wording_confirmed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`list_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_theme_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "_order", "title", "kind", "parent_id", "section", "slug", "path", "list_category_id", "link_kind", "link_route", "link_page_id", "link_category_id", "link_theme_id", "link_url", "summary", "published_at", "review_state", "review_comment", "sensitive_matches", "sensitive_confirmed", "wording_matches", "wording_confirmed", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "_order", "title", "kind", "parent_id", "section", "slug", "path", "list_category_id", "link_kind", "link_route", "link_page_id", "link_category_id", "link_theme_id", "link_url", "summary", "published_at", "review_state", "review_comment", "sensitive_matches", "sensitive_confirmed", "wording_matches", "wording_confirmed", "updated_at", "created_at", "deleted_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages__order_idx\` ON \`pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_title_idx\` ON \`pages\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_list_category_idx\` ON \`pages\` (\`list_category_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_link_link_page_idx\` ON \`pages\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_link_link_category_idx\` ON \`pages\` (\`link_category_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_link_link_theme_idx\` ON \`pages\` (\`link_theme_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_published_at_idx\` ON \`pages\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_state_idx\` ON \`pages\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_deleted_at_idx\` ON \`pages\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'page',
  	\`version_parent_id\` integer,
  	\`version_section\` text,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_list_category_id\` integer,
  	\`version_link_kind\` text DEFAULT 'route',
  	\`version_link_route\` text,
  	\`version_link_page_id\` integer,
  	\`version_link_category_id\` integer,
  	\`version_link_theme_id\` integer,
  	\`version_link_url\` text,
  	\`version_summary\` text,
  	\`version_published_at\` text,
  	\`version_review_state\` text DEFAULT 'draft',
  	\`version_review_comment\` text,
  	\`version_sensitive_matches\` text,
  	\`version_sensitive_confirmed\` integer DEFAULT false,
  	\`version_wording_matches\` text,
  	\`version_wording_confirmed\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_list_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_link_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_link_theme_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version__order", "version_title", "version_kind", "version_parent_id", "version_section", "version_slug", "version_path", "version_list_category_id", "version_link_kind", "version_link_route", "version_link_page_id", "version_link_category_id", "version_link_theme_id", "version_link_url", "version_summary", "version_published_at", "version_review_state", "version_review_comment", "version_sensitive_matches", "version_sensitive_confirmed", "version_wording_matches", "version_wording_confirmed", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version__order", "version_title", "version_kind", "version_parent_id", "version_section", "version_slug", "version_path", "version_list_category_id", "version_link_kind", "version_link_route", "version_link_page_id", "version_link_category_id", "version_link_theme_id", "version_link_url", "version_summary", "version_published_at", "version_review_state", "version_review_comment", "version_sensitive_matches", "version_sensitive_confirmed", "version_wording_matches", "version_wording_confirmed", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__order_idx\` ON \`_pages_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_title_idx\` ON \`_pages_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_list_category_idx\` ON \`_pages_v\` (\`version_list_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_link_version_link_page_idx\` ON \`_pages_v\` (\`version_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_link_version_link_category_idx\` ON \`_pages_v\` (\`version_link_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_link_version_link_theme_idx\` ON \`_pages_v\` (\`version_link_theme_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_published_at_idx\` ON \`_pages_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_review_state_idx\` ON \`_pages_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_deleted_at_idx\` ON \`_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
}
