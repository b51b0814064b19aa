// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`audit_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer,
  	\`actor\` text,
  	\`ip\` text,
  	\`target_collection\` text,
  	\`target_label\` text,
  	\`target_id\` text,
  	\`target_title\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_logs_action_idx\` ON \`audit_logs\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_user_idx\` ON \`audit_logs\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_actor_idx\` ON \`audit_logs\` (\`actor\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_ip_idx\` ON \`audit_logs\` (\`ip\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_target_collection_idx\` ON \`audit_logs\` (\`target_collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_updated_at_idx\` ON \`audit_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_created_at_idx\` ON \`audit_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`console_settings_review_required\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`console_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`console_settings_review_required_order_idx\` ON \`console_settings_review_required\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`console_settings_review_required_parent_idx\` ON \`console_settings_review_required\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`console_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sensitive_words\` text,
  	\`letters_notice_mode\` text DEFAULT 'immediate' NOT NULL,
  	\`letters_notice_recipients\` text,
  	\`signups_notice_mode\` text DEFAULT 'digest' NOT NULL,
  	\`signups_notice_recipients\` text,
  	\`digest_hour\` numeric DEFAULT 8 NOT NULL,
  	\`digest_sent_at\` text,
  	\`audit_retention_days\` numeric DEFAULT 180 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`news\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`news_review_state_idx\` ON \`news\` (\`review_state\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_review_state_idx\` ON \`_news_v\` (\`version_review_state\`);`)
  await db.run(sql`ALTER TABLE \`campus_culture\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`campus_culture\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` ADD \`sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`campus_culture_review_state_idx\` ON \`campus_culture\` (\`review_state\`);`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` ADD \`version_sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` ADD \`version_sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version_review_state_idx\` ON \`_campus_culture_v\` (\`version_review_state\`);`)
  await db.run(sql`ALTER TABLE \`school_affairs\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`school_affairs\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` ADD \`sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`school_affairs_review_state_idx\` ON \`school_affairs\` (\`review_state\`);`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` ADD \`version_sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` ADD \`version_sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version_review_state_idx\` ON \`_school_affairs_v\` (\`version_review_state\`);`)
  await db.run(sql`ALTER TABLE \`edu_news\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`edu_news\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`edu_news\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`edu_news\` ADD \`sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`edu_news_review_state_idx\` ON \`edu_news\` (\`review_state\`);`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` ADD \`version_sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` ADD \`version_sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_review_state_idx\` ON \`_edu_news_v\` (\`version_review_state\`);`)
  await db.run(sql`ALTER TABLE \`enroll_news\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`enroll_news\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` ADD \`sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`enroll_news_review_state_idx\` ON \`enroll_news\` (\`review_state\`);`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` ADD \`version_sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` ADD \`version_sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_review_state_idx\` ON \`_enroll_news_v\` (\`version_review_state\`);`)
  await db.run(sql`ALTER TABLE \`theme_articles\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`theme_articles\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` ADD \`sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`theme_articles_review_state_idx\` ON \`theme_articles\` (\`review_state\`);`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` ADD \`version_sensitive_matches\` text;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` ADD \`version_sensitive_confirmed\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_review_state_idx\` ON \`_theme_articles_v\` (\`version_review_state\`);`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`moderation\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`sensitive_matches\` text;`)
  await db.run(sql`CREATE INDEX \`letters_moderation_idx\` ON \`letters\` (\`moderation\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`files_id\` integer REFERENCES files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_logs_id\` integer REFERENCES audit_logs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`audit_logs\`;`)
  await db.run(sql`DROP TABLE \`console_settings_review_required\`;`)
  await db.run(sql`DROP TABLE \`console_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousels_id\`) REFERENCES \`carousels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`links_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`platforms_id\`) REFERENCES \`platforms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`search_docs_id\`) REFERENCES \`search_docs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`news_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`review_state\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_review_state\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`campus_culture_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` DROP COLUMN \`review_state\`;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`campus_culture\` DROP COLUMN \`sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`_campus_culture_v_version_version_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` DROP COLUMN \`version_review_state\`;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` DROP COLUMN \`version_sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`_campus_culture_v\` DROP COLUMN \`version_sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`school_affairs_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` DROP COLUMN \`review_state\`;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`school_affairs\` DROP COLUMN \`sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`_school_affairs_v_version_version_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` DROP COLUMN \`version_review_state\`;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` DROP COLUMN \`version_sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`_school_affairs_v\` DROP COLUMN \`version_sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`edu_news_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`edu_news\` DROP COLUMN \`review_state\`;`)
  await db.run(sql`ALTER TABLE \`edu_news\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`edu_news\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`edu_news\` DROP COLUMN \`sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`_edu_news_v_version_version_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` DROP COLUMN \`version_review_state\`;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` DROP COLUMN \`version_sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`_edu_news_v\` DROP COLUMN \`version_sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`enroll_news_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` DROP COLUMN \`review_state\`;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`enroll_news\` DROP COLUMN \`sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`_enroll_news_v_version_version_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` DROP COLUMN \`version_review_state\`;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` DROP COLUMN \`version_sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`_enroll_news_v\` DROP COLUMN \`version_sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`theme_articles_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` DROP COLUMN \`review_state\`;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`theme_articles\` DROP COLUMN \`sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`_theme_articles_v_version_version_review_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` DROP COLUMN \`version_review_state\`;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` DROP COLUMN \`version_sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`_theme_articles_v\` DROP COLUMN \`version_sensitive_confirmed\`;`)
  await db.run(sql`DROP INDEX \`letters_moderation_idx\`;`)
  await db.run(sql`ALTER TABLE \`letters\` DROP COLUMN \`moderation\`;`)
  await db.run(sql`ALTER TABLE \`letters\` DROP COLUMN \`sensitive_matches\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
