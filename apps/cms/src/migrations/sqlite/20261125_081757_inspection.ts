// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inspection_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text DEFAULT 'running',
  	\`trigger\` text,
  	\`started_by_id\` integer,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`duration_ms\` numeric,
  	\`pages\` numeric,
  	\`links\` numeric,
  	\`total\` numeric,
  	\`count_link\` numeric,
  	\`count_external\` numeric,
  	\`count_stale\` numeric,
  	\`count_empty\` numeric,
  	\`count_wording\` numeric,
  	\`count_deadline\` numeric,
  	\`count_uptime\` numeric,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`started_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inspection_runs_started_by_idx\` ON \`inspection_runs\` (\`started_by_id\`);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_started_at_idx\` ON \`inspection_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_updated_at_idx\` ON \`inspection_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_created_at_idx\` ON \`inspection_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inspection_findings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`run_id\` integer,
  	\`kind\` text NOT NULL,
  	\`severity\` text,
  	\`url\` text,
  	\`target\` text,
  	\`element\` text,
  	\`message\` text NOT NULL,
  	\`editor_id\` integer,
  	\`first_seen\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`run_id\`) REFERENCES \`inspection_runs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`editor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inspection_findings_run_idx\` ON \`inspection_findings\` (\`run_id\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_kind_idx\` ON \`inspection_findings\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_editor_idx\` ON \`inspection_findings\` (\`editor_id\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_key_idx\` ON \`inspection_findings\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_updated_at_idx\` ON \`inspection_findings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_created_at_idx\` ON \`inspection_findings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`run_kind_idx\` ON \`inspection_findings\` (\`run_id\`,\`kind\`);`)
  await db.run(sql`CREATE TABLE \`wording_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`correct\` text NOT NULL,
  	\`wrong\` text NOT NULL,
  	\`severity\` text DEFAULT 'normal' NOT NULL,
  	\`category\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`wording_rules_updated_at_idx\` ON \`wording_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`wording_rules_created_at_idx\` ON \`wording_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`uptime_probes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`ok\` integer,
  	\`status\` numeric,
  	\`ms\` numeric,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`uptime_probes_at_idx\` ON \`uptime_probes\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`uptime_probes_updated_at_idx\` ON \`uptime_probes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`uptime_probes_created_at_idx\` ON \`uptime_probes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`console_settings_inspection_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`column\` text NOT NULL,
  	\`days\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`console_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`console_settings_inspection_columns_order_idx\` ON \`console_settings_inspection_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`console_settings_inspection_columns_parent_id_idx\` ON \`console_settings_inspection_columns\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` ADD \`wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` ADD \`wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` ADD \`version_wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` ADD \`version_wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` ADD \`wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` ADD \`wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` ADD \`version_wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` ADD \`version_wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`edu_news\` ADD \`wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`edu_news\` ADD \`wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` ADD \`version_wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` ADD \`version_wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` ADD \`wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` ADD \`wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` ADD \`version_wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` ADD \`version_wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` ADD \`wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` ADD \`wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` ADD \`version_wording_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` ADD \`version_wording_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inspection_runs_id\` integer REFERENCES inspection_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inspection_findings_id\` integer REFERENCES inspection_findings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`wording_rules_id\` integer REFERENCES wording_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`uptime_probes_id\` integer REFERENCES uptime_probes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspection_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`inspection_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspection_findings_id_idx\` ON \`payload_locked_documents_rels\` (\`inspection_findings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wording_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`wording_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uptime_probes_id_idx\` ON \`payload_locked_documents_rels\` (\`uptime_probes_id\`);`)
  await db.run(sql`ALTER TABLE \`console_settings\` ADD \`inspection_external_checks\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`console_settings\` ADD \`inspection_hijack_words\` text;`)
  await db.run(sql`ALTER TABLE \`console_settings\` ADD \`inspection_home_news_days\` numeric DEFAULT 14;`)
  await db.run(sql`ALTER TABLE \`console_settings\` ADD \`inspection_news_days\` numeric DEFAULT 14;`)
  await db.run(sql`ALTER TABLE \`console_settings\` ADD \`inspection_notice_days\` numeric DEFAULT 183;`)
  await db.run(sql`ALTER TABLE \`console_settings\` ADD \`inspection_letter_reply_days\` numeric DEFAULT 15;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`inspection_runs\`;`)
  await db.run(sql`DROP TABLE \`inspection_findings\`;`)
  await db.run(sql`DROP TABLE \`wording_rules\`;`)
  await db.run(sql`DROP TABLE \`uptime_probes\`;`)
  await db.run(sql`DROP TABLE \`console_settings_inspection_columns\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`carousels_id\` integer,
  	\`links_id\` integer,
  	\`platforms_id\` integer,
  	\`services_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`school_introductions_id\` integer,
  	\`school_history_id\` integer,
  	\`campus_culture_id\` integer,
  	\`leaders_id\` integer,
  	\`departments_id\` integer,
  	\`school_affairs_id\` integer,
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
  	\`users_id\` integer,
  	\`captchas_id\` integer,
  	\`student_sessions_id\` integer,
  	\`attempts_id\` integer,
  	\`search_docs_id\` integer,
  	\`audit_logs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousels_id\`) REFERENCES \`carousels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`links_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`platforms_id\`) REFERENCES \`platforms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_introductions_id\`) REFERENCES \`school_introductions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_history_id\`) REFERENCES \`school_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campus_culture_id\`) REFERENCES \`campus_culture\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_affairs_id\`) REFERENCES \`school_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captchas_id\`) REFERENCES \`captchas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_sessions_id\`) REFERENCES \`student_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attempts_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_docs_id\`) REFERENCES \`search_docs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "audit_logs_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "audit_logs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousels_id_idx\` ON \`payload_locked_documents_rels\` (\`carousels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_links_id_idx\` ON \`payload_locked_documents_rels\` (\`links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_platforms_id_idx\` ON \`payload_locked_documents_rels\` (\`platforms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_introductions_id_idx\` ON \`payload_locked_documents_rels\` (\`school_introductions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_history_id_idx\` ON \`payload_locked_documents_rels\` (\`school_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campus_culture_id_idx\` ON \`payload_locked_documents_rels\` (\`campus_culture_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`school_affairs_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`student_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_docs_id_idx\` ON \`payload_locked_documents_rels\` (\`search_docs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` DROP COLUMN \`wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` DROP COLUMN \`wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` DROP COLUMN \`version_wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` DROP COLUMN \`version_wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` DROP COLUMN \`wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` DROP COLUMN \`wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` DROP COLUMN \`version_wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` DROP COLUMN \`version_wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`edu_news\` DROP COLUMN \`wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`edu_news\` DROP COLUMN \`wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` DROP COLUMN \`version_wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` DROP COLUMN \`version_wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` DROP COLUMN \`wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` DROP COLUMN \`wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` DROP COLUMN \`version_wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` DROP COLUMN \`version_wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` DROP COLUMN \`wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` DROP COLUMN \`wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` DROP COLUMN \`version_wording_matches\`;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` DROP COLUMN \`version_wording_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`console_settings\` DROP COLUMN \`inspection_external_checks\`;`)
  await db.run(sql`ALTER TABLE \`console_settings\` DROP COLUMN \`inspection_hijack_words\`;`)
  await db.run(sql`ALTER TABLE \`console_settings\` DROP COLUMN \`inspection_home_news_days\`;`)
  await db.run(sql`ALTER TABLE \`console_settings\` DROP COLUMN \`inspection_news_days\`;`)
  await db.run(sql`ALTER TABLE \`console_settings\` DROP COLUMN \`inspection_notice_days\`;`)
  await db.run(sql`ALTER TABLE \`console_settings\` DROP COLUMN \`inspection_letter_reply_days\`;`)
}
