// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`disclosure_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_categories_sort_idx\` ON \`disclosure_categories\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_categories_updated_at_idx\` ON \`disclosure_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_categories_created_at_idx\` ON \`disclosure_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_items_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text,
  	\`file_id\` integer,
  	\`affair_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`affair_id\`) REFERENCES \`school_affairs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`disclosure_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_items_documents_order_idx\` ON \`disclosure_items_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_items_documents_parent_id_idx\` ON \`disclosure_items_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_items_documents_file_idx\` ON \`disclosure_items_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_items_documents_affair_idx\` ON \`disclosure_items_documents\` (\`affair_id\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`number\` numeric,
  	\`title\` text NOT NULL,
  	\`verified\` integer DEFAULT true,
  	\`note\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`disclosure_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_items_category_idx\` ON \`disclosure_items\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_items_sort_idx\` ON \`disclosure_items\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_items_updated_at_idx\` ON \`disclosure_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_items_created_at_idx\` ON \`disclosure_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`category_sort_idx\` ON \`disclosure_items\` (\`category_id\`,\`sort\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_code\` text NOT NULL,
  	\`requester_type\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`id_type\` text,
  	\`id_number\` text,
  	\`org_code\` text,
  	\`contact_person\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`address\` text,
  	\`description\` text NOT NULL,
  	\`purpose\` text,
  	\`delivery\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`received_at\` text,
  	\`deadline\` text,
  	\`extension_reason\` text,
  	\`extended_at\` text,
  	\`reply\` text,
  	\`refusal_reason\` text,
  	\`answered_at\` text,
  	\`reminded\` text,
  	\`client_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosure_requests_tracking_code_idx\` ON \`disclosure_requests\` (\`tracking_code\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_status_idx\` ON \`disclosure_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_received_at_idx\` ON \`disclosure_requests\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_deadline_idx\` ON \`disclosure_requests\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_updated_at_idx\` ON \`disclosure_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_created_at_idx\` ON \`disclosure_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`disclosure_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`disclosure_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`disclosure_requests_rels_order_idx\` ON \`disclosure_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_rels_parent_idx\` ON \`disclosure_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_rels_path_idx\` ON \`disclosure_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_requests_rels_files_id_idx\` ON \`disclosure_requests_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`kind\` text DEFAULT 'holiday' NOT NULL,
  	\`name\` text,
  	\`provisional\` integer DEFAULT false,
  	\`year\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calendar_days_date_idx\` ON \`calendar_days\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`calendar_days_year_idx\` ON \`calendar_days\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`calendar_days_updated_at_idx\` ON \`calendar_days\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_days_created_at_idx\` ON \`calendar_days\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`office_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_days\` numeric DEFAULT 15 NOT NULL,
  	\`extension_days\` numeric DEFAULT 15 NOT NULL,
  	\`guide\` text,
  	\`letter_days_consult\` numeric DEFAULT 5 NOT NULL,
  	\`letter_days_suggest\` numeric DEFAULT 5 NOT NULL,
  	\`letter_days_complain\` numeric DEFAULT 5 NOT NULL,
  	\`letter_days_help\` numeric DEFAULT 5 NOT NULL,
  	\`letter_days_other\` numeric DEFAULT 5 NOT NULL,
  	\`remind_before\` numeric DEFAULT 2 NOT NULL,
  	\`stats_public\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`consent\` text DEFAULT 'unasked';`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`category\` text DEFAULT 'other';`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`received_at\` text;`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`deadline\` text;`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`forwarded_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`forward_note\` text;`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`forwarded_at\` text;`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`reminded\` text;`)
  await db.run(sql`CREATE INDEX \`letters_category_idx\` ON \`letters\` (\`category\`);`)
  // Letters written before: they arrived when they were stored.
  await db.run(sql`UPDATE \`letters\` SET \`received_at\` = \`created_at\` WHERE \`received_at\` IS NULL;`)
  await db.run(sql`CREATE INDEX \`letters_received_at_idx\` ON \`letters\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`letters_deadline_idx\` ON \`letters\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`letters_forwarded_to_idx\` ON \`letters\` (\`forwarded_to_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`disclosure_categories_id\` integer REFERENCES disclosure_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`disclosure_items_id\` integer REFERENCES disclosure_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`disclosure_requests_id\` integer REFERENCES disclosure_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`calendar_days_id\` integer REFERENCES calendar_days(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_items_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_days_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_days_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`disclosure_categories\`;`)
  await db.run(sql`DROP TABLE \`disclosure_items_documents\`;`)
  await db.run(sql`DROP TABLE \`disclosure_items\`;`)
  await db.run(sql`DROP TABLE \`disclosure_requests\`;`)
  await db.run(sql`DROP TABLE \`disclosure_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`calendar_days\`;`)
  await db.run(sql`DROP TABLE \`office_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_letters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_code\` text NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`anonymous\` integer,
  	\`name\` text,
  	\`contact\` text,
  	\`subject\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`moderation\` text DEFAULT 'none',
  	\`sensitive_matches\` text,
  	\`reply\` text,
  	\`replied_at\` text,
  	\`is_public\` integer DEFAULT false,
  	\`client_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_letters\`("id", "tracking_code", "recipient", "anonymous", "name", "contact", "subject", "content", "status", "moderation", "sensitive_matches", "reply", "replied_at", "is_public", "client_ip", "updated_at", "created_at") SELECT "id", "tracking_code", "recipient", "anonymous", "name", "contact", "subject", "content", "status", "moderation", "sensitive_matches", "reply", "replied_at", "is_public", "client_ip", "updated_at", "created_at" FROM \`letters\`;`)
  await db.run(sql`DROP TABLE \`letters\`;`)
  await db.run(sql`ALTER TABLE \`__new_letters\` RENAME TO \`letters\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`letters_tracking_code_idx\` ON \`letters\` (\`tracking_code\`);`)
  await db.run(sql`CREATE INDEX \`letters_status_idx\` ON \`letters\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`letters_moderation_idx\` ON \`letters\` (\`moderation\`);`)
  await db.run(sql`CREATE INDEX \`letters_updated_at_idx\` ON \`letters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`letters_created_at_idx\` ON \`letters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`is_public_status_replied_at_idx\` ON \`letters\` (\`is_public\`,\`status\`,\`replied_at\`);`)
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
  	\`inspection_runs_id\` integer,
  	\`inspection_findings_id\` integer,
  	\`wording_rules_id\` integer,
  	\`uptime_probes_id\` integer,
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
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspection_runs_id\`) REFERENCES \`inspection_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inspection_findings_id\`) REFERENCES \`inspection_findings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wording_rules_id\`) REFERENCES \`wording_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uptime_probes_id\`) REFERENCES \`uptime_probes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "audit_logs_id", "inspection_runs_id", "inspection_findings_id", "wording_rules_id", "uptime_probes_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "audit_logs_id", "inspection_runs_id", "inspection_findings_id", "wording_rules_id", "uptime_probes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspection_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`inspection_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inspection_findings_id_idx\` ON \`payload_locked_documents_rels\` (\`inspection_findings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wording_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`wording_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uptime_probes_id_idx\` ON \`payload_locked_documents_rels\` (\`uptime_probes_id\`);`)
}
