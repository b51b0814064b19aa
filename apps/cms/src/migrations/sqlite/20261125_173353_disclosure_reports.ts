// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`disclosure_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`file_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`disclosure_reports_year_idx\` ON \`disclosure_reports\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_reports_file_idx\` ON \`disclosure_reports\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_reports_updated_at_idx\` ON \`disclosure_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`disclosure_reports_created_at_idx\` ON \`disclosure_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_groups_name_idx\` ON \`staff_groups\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`staff_groups_updated_at_idx\` ON \`staff_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_groups_created_at_idx\` ON \`staff_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_groups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`staff_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_groups_rels_order_idx\` ON \`staff_groups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`staff_groups_rels_parent_idx\` ON \`staff_groups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_groups_rels_path_idx\` ON \`staff_groups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`staff_groups_rels_users_id_idx\` ON \`staff_groups_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`letters\` ADD \`forwarded_group_id\` integer REFERENCES staff_groups(id);`)
  await db.run(sql`CREATE INDEX \`letters_forwarded_group_idx\` ON \`letters\` (\`forwarded_group_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`disclosure_reports_id\` integer REFERENCES disclosure_reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_groups_id\` integer REFERENCES staff_groups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_groups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`disclosure_reports\`;`)
  await db.run(sql`DROP TABLE \`staff_groups\`;`)
  await db.run(sql`DROP TABLE \`staff_groups_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_letters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_code\` text NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`anonymous\` integer,
  	\`name\` text,
  	\`contact\` text,
  	\`consent\` text DEFAULT 'unasked',
  	\`subject\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`moderation\` text DEFAULT 'none',
  	\`sensitive_matches\` text,
  	\`category\` text DEFAULT 'other',
  	\`received_at\` text,
  	\`deadline\` text,
  	\`forwarded_to_id\` integer,
  	\`forward_note\` text,
  	\`forwarded_at\` text,
  	\`reply\` text,
  	\`replied_at\` text,
  	\`is_public\` integer DEFAULT false,
  	\`reminded\` text,
  	\`client_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`forwarded_to_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_letters\`("id", "tracking_code", "recipient", "anonymous", "name", "contact", "consent", "subject", "content", "status", "moderation", "sensitive_matches", "category", "received_at", "deadline", "forwarded_to_id", "forward_note", "forwarded_at", "reply", "replied_at", "is_public", "reminded", "client_ip", "updated_at", "created_at") SELECT "id", "tracking_code", "recipient", "anonymous", "name", "contact", "consent", "subject", "content", "status", "moderation", "sensitive_matches", "category", "received_at", "deadline", "forwarded_to_id", "forward_note", "forwarded_at", "reply", "replied_at", "is_public", "reminded", "client_ip", "updated_at", "created_at" FROM \`letters\`;`)
  await db.run(sql`DROP TABLE \`letters\`;`)
  await db.run(sql`ALTER TABLE \`__new_letters\` RENAME TO \`letters\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`letters_tracking_code_idx\` ON \`letters\` (\`tracking_code\`);`)
  await db.run(sql`CREATE INDEX \`letters_status_idx\` ON \`letters\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`letters_moderation_idx\` ON \`letters\` (\`moderation\`);`)
  await db.run(sql`CREATE INDEX \`letters_category_idx\` ON \`letters\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`letters_received_at_idx\` ON \`letters\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`letters_deadline_idx\` ON \`letters\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`letters_forwarded_to_idx\` ON \`letters\` (\`forwarded_to_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "pages_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "redirects_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "disclosure_categories_id", "disclosure_items_id", "disclosure_requests_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "calendar_days_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "preview_links_id", "audit_logs_id", "inspection_runs_id", "inspection_findings_id", "wording_rules_id", "uptime_probes_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "pages_id", "carousels_id", "links_id", "platforms_id", "services_id", "media_id", "files_id", "redirects_id", "school_introductions_id", "school_history_id", "campus_culture_id", "leaders_id", "departments_id", "school_affairs_id", "disclosure_categories_id", "disclosure_items_id", "disclosure_requests_id", "format_pages_id", "edu_news_id", "edu_schools_id", "courses_id", "enroll_news_id", "majors_id", "learning_centers_id", "applications_id", "themes_id", "theme_articles_id", "students_id", "scores_id", "letters_id", "calendar_days_id", "users_id", "captchas_id", "student_sessions_id", "attempts_id", "search_docs_id", "preview_links_id", "audit_logs_id", "inspection_runs_id", "inspection_findings_id", "wording_rules_id", "uptime_probes_id" FROM \`payload_locked_documents_rels\`;`)
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
}
