// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`short_name\` text,
  	\`slug\` text NOT NULL,
  	\`kind\` text DEFAULT 'branch' NOT NULL,
  	\`template\` text DEFAULT 'branch' NOT NULL,
  	\`status\` text DEFAULT 'building' NOT NULL,
  	\`domain\` text,
  	\`theme_color\` text DEFAULT '#0b3d91' NOT NULL,
  	\`logo_id\` integer,
  	\`contact\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_slug_idx\` ON \`sites\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_domain_idx\` ON \`sites\` (\`domain\`);`)
  await db.run(sql`CREATE INDEX \`sites_logo_idx\` ON \`sites\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_sites_id_idx\` ON \`users_rels\` (\`sites_id\`);`)
  await db.run(sql`DROP INDEX \`news_categories_path_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`news_categories\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`news_categories_site_idx\` ON \`news_categories\` (\`site_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_path_name_idx\` ON \`news_categories\` (\`site_id\`,\`path_name\`);`)
  // Payload numbers version-table indexes across collections: drop the old names before any new one.
  await db.run(sql`DROP INDEX \`compound_index_2_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_3_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_4_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_5_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_6_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_7_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_8_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_9_idx\`;`)
  await db.run(sql`CREATE INDEX \`compound_index_3_idx\` ON \`_campus_culture_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_4_idx\` ON \`_school_affairs_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_6_idx\` ON \`_edu_news_v\` (\`version_edu_type\`,\`version_type\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_5_idx\` ON \`_edu_news_v\` (\`version_edu_type\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_8_idx\` ON \`_enroll_news_v\` (\`version_category_type\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_7_idx\` ON \`_enroll_news_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_10_idx\` ON \`_theme_articles_v\` (\`version_theme_id\`,\`version_section\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_9_idx\` ON \`_theme_articles_v\` (\`version_theme_id\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`news_site_idx\` ON \`news\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`site__status_published_at_createdAt_title_idx\` ON \`news\` (\`site_id\`,\`_status\`,\`published_at\`,\`created_at\`,\`title\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`compound_index_2_idx\` ON \`_news_v\` (\`version_site_id\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_site_idx\` ON \`_news_v\` (\`version_site_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sites_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)

  // The portal is a site too, and whatever an existing installation holds is the portal's (站群).
  await db.run(sql`INSERT INTO \`sites\` (\`name\`, \`short_name\`, \`slug\`, \`kind\`, \`template\`, \`status\`, \`theme_color\`)
    SELECT '门户网站', '门户', 'portal', 'portal', 'portal', 'live', '#0b3d91'
    WHERE NOT EXISTS (SELECT 1 FROM \`sites\` WHERE \`slug\` = 'portal')`)
  for (const [table, column] of [
    ['news', 'site_id'],
    ['_news_v', 'version_site_id'],
    ['news_categories', 'site_id'],
  ])
    await db.run(
      sql.raw(`UPDATE "${table}" SET "${column}" = (SELECT id FROM sites WHERE slug = 'portal') WHERE "${column}" IS NULL`),
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "category_id", "title", "summary", "cover_id", "content", "author", "source", "published_at", "views", "review_state", "review_comment", "sensitive_matches", "sensitive_confirmed", "wording_matches", "wording_confirmed", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "category_id", "title", "summary", "cover_id", "content", "author", "source", "published_at", "views", "review_state", "review_comment", "sensitive_matches", "sensitive_confirmed", "wording_matches", "wording_confirmed", "updated_at", "created_at", "deleted_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_title_idx\` ON \`news\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_review_state_idx\` ON \`news\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`_status_published_at_createdAt_title_idx\` ON \`news\` (\`_status\`,\`published_at\`,\`created_at\`,\`title\`);`)
  await db.run(sql`CREATE INDEX \`category__status_published_at_createdAt_title_idx\` ON \`news\` (\`category_id\`,\`_status\`,\`published_at\`,\`created_at\`,\`title\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_category_id", "version_title", "version_summary", "version_cover_id", "version_content", "version_author", "version_source", "version_published_at", "version_views", "version_review_state", "version_review_comment", "version_sensitive_matches", "version_sensitive_confirmed", "version_wording_matches", "version_wording_confirmed", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_category_id", "version_title", "version_summary", "version_cover_id", "version_content", "version_author", "version_source", "version_published_at", "version_views", "version_review_state", "version_review_comment", "version_sensitive_matches", "version_sensitive_confirmed", "version_wording_matches", "version_wording_confirmed", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_title_idx\` ON \`_news_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_review_state_idx\` ON \`_news_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`_news_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_1_idx\` ON \`_news_v\` (\`version_category_id\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_en\` text NOT NULL,
  	\`path_name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_categories\`("id", "name", "name_en", "path_name", "sort", "updated_at", "created_at") SELECT "id", "name", "name_en", "path_name", "sort", "updated_at", "created_at" FROM \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_categories\` RENAME TO \`news_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_path_name_idx\` ON \`news_categories\` (\`path_name\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_sort_idx\` ON \`news_categories\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`pages_id\` integer,
  	\`carousels_id\` integer,
  	\`links_id\` integer,
  	\`platforms_id\` integer,
  	\`services_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`redirects_id\` integer,
  	\`school_introductions_id\` integer,
  	\`school_history_id\` integer,
  	\`campus_culture_id\` integer,
  	\`leaders_id\` integer,
  	\`departments_id\` integer,
  	\`school_affairs_id\` integer,
  	\`disclosure_categories_id\` integer,
  	\`disclosure_items_id\` integer,
  	\`disclosure_reports_id\` integer,
  	\`disclosure_requests_id\` integer,
  	\`format_pages_id\` integer,
  	\`edu_news_id\` integer,
  	\`edu_schools_id\` integer,
  	\`courses_id\` integer,
  	\`enroll_news_id\` integer,
  	\`majors_id\` integer,
  	\`learning_centers_id\` integer,
  	\`applications_id\` integer,
  	\`themes_id\` integer,
  	\`theme_articles_id\` integer,
  	\`students_id\` integer,
  	\`scores_id\` integer,
  	\`letters_id\` integer,
  	\`calendar_days_id\` integer,
  	\`users_id\` integer,
  	\`staff_groups_id\` integer,
  	\`captchas_id\` integer,
  	\`student_sessions_id\` integer,
  	\`attempts_id\` integer,
  	\`search_docs_id\` integer,
  	\`preview_links_id\` integer,
  	\`audit_logs_id\` integer,
  	\`inspection_runs_id\` integer,
  	\`inspection_findings_id\` integer,
  	\`wording_rules_id\` integer,
  	\`uptime_probes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousels_id\`) REFERENCES \`carousels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`links_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`platforms_id\`) REFERENCES \`platforms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_introductions_id\`) REFERENCES \`school_introductions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_history_id\`) REFERENCES \`school_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campus_culture_id\`) REFERENCES \`campus_culture\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_affairs_id\`) REFERENCES \`school_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosure_categories_id\`) REFERENCES \`disclosure_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosure_items_id\`) REFERENCES \`disclosure_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosure_reports_id\`) REFERENCES \`disclosure_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosure_requests_id\`) REFERENCES \`disclosure_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`format_pages_id\`) REFERENCES \`format_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edu_news_id\`) REFERENCES \`edu_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edu_schools_id\`) REFERENCES \`edu_schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enroll_news_id\`) REFERENCES \`enroll_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`majors_id\`) REFERENCES \`majors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`learning_centers_id\`) REFERENCES \`learning_centers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`theme_articles_id\`) REFERENCES \`theme_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`scores_id\`) REFERENCES \`scores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`letters_id\`) REFERENCES \`letters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_days_id\`) REFERENCES \`calendar_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_groups_id\`) REFERENCES \`staff_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captchas_id\`) REFERENCES \`captchas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_sessions_id\`) REFERENCES \`student_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attempts_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_docs_id\`) REFERENCES \`search_docs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`preview_links_id\`) REFERENCES \`preview_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspection_runs_id\`) REFERENCES \`inspection_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspection_findings_id\`) REFERENCES \`inspection_findings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wording_rules_id\`) REFERENCES \`wording_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uptime_probes_id\`) REFERENCES \`uptime_probes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "pages_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "redirects_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "disclosure_categories_id", "disclosure_items_id", "disclosure_reports_id", "disclosure_requests_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "calendar_days_id", "users_id", "staff_groups_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "preview_links_id", "audit_logs_id", "inspection_runs_id", "inspection_findings_id", "wording_rules_id", "uptime_probes_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "pages_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "redirects_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "disclosure_categories_id", "disclosure_items_id", "disclosure_reports_id", "disclosure_requests_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "calendar_days_id", "users_id", "staff_groups_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "preview_links_id", "audit_logs_id", "inspection_runs_id", "inspection_findings_id", "wording_rules_id", "uptime_probes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousels_id_idx\` ON \`payload_locked_documents_rels\` (\`carousels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_links_id_idx\` ON \`payload_locked_documents_rels\` (\`links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_platforms_id_idx\` ON \`payload_locked_documents_rels\` (\`platforms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_introductions_id_idx\` ON \`payload_locked_documents_rels\` (\`school_introductions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_history_id_idx\` ON \`payload_locked_documents_rels\` (\`school_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campus_culture_id_idx\` ON \`payload_locked_documents_rels\` (\`campus_culture_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`school_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_items_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_format_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`format_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_edu_news_id_idx\` ON \`payload_locked_documents_rels\` (\`edu_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_edu_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`edu_schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enroll_news_id_idx\` ON \`payload_locked_documents_rels\` (\`enroll_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_majors_id_idx\` ON \`payload_locked_documents_rels\` (\`majors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_learning_centers_id_idx\` ON \`payload_locked_documents_rels\` (\`learning_centers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_theme_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`theme_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scores_id_idx\` ON \`payload_locked_documents_rels\` (\`scores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_days_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`student_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_docs_id_idx\` ON \`payload_locked_documents_rels\` (\`search_docs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preview_links_id_idx\` ON \`payload_locked_documents_rels\` (\`preview_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspection_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`inspection_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspection_findings_id_idx\` ON \`payload_locked_documents_rels\` (\`inspection_findings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wording_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`wording_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uptime_probes_id_idx\` ON \`payload_locked_documents_rels\` (\`uptime_probes_id\`);`)
  await db.run(sql`DROP INDEX \`compound_index_3_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_4_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_6_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_5_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_8_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_7_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_10_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_9_idx\`;`)
  await db.run(sql`CREATE INDEX \`compound_index_2_idx\` ON \`_campus_culture_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_3_idx\` ON \`_school_affairs_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_8_idx\` ON \`_theme_articles_v\` (\`version_theme_id\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_9_idx\` ON \`_theme_articles_v\` (\`version_theme_id\`,\`version_section\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_4_idx\` ON \`_edu_news_v\` (\`version_edu_type\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_5_idx\` ON \`_edu_news_v\` (\`version_edu_type\`,\`version_type\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_6_idx\` ON \`_enroll_news_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_7_idx\` ON \`_enroll_news_v\` (\`version_category_type\`,\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`);`)
}
