// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum__news_v_version_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum_campus_culture_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum__campus_culture_v_version_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum_school_affairs_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum__school_affairs_v_version_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum_edu_news_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum__edu_news_v_version_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum_enroll_news_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum__enroll_news_v_version_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum_theme_articles_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum__theme_articles_v_version_review_state" AS ENUM('draft', 'pending', 'returned', 'published', 'scheduled');
  CREATE TYPE "public"."enum_letters_moderation" AS ENUM('none', 'flagged', 'approved', 'rejected');
  CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('create', 'update', 'delete', 'submit', 'return', 'publish', 'unpublish', 'schedule', 'login', 'login_failed', 'export', 'import', 'purge');
  CREATE TYPE "public"."enum_console_settings_review_required" AS ENUM('news', 'campus-culture', 'school-affairs', 'edu-news', 'enroll-news', 'theme-articles');
  CREATE TYPE "public"."enum_console_settings_letters_notice_mode" AS ENUM('immediate', 'digest', 'off');
  CREATE TYPE "public"."enum_console_settings_signups_notice_mode" AS ENUM('immediate', 'digest', 'off');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'reviewer' BEFORE 'admissions';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeAuditLog' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeAuditLog' BEFORE 'schedulePublish';
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "audit_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_logs_action" NOT NULL,
  	"user_id" integer,
  	"actor" varchar,
  	"ip" varchar,
  	"target_collection" varchar,
  	"target_label" varchar,
  	"target_id" varchar,
  	"target_title" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "console_settings_review_required" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_console_settings_review_required",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "console_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sensitive_words" varchar,
  	"letters_notice_mode" "enum_console_settings_letters_notice_mode" DEFAULT 'immediate' NOT NULL,
  	"letters_notice_recipients" varchar,
  	"signups_notice_mode" "enum_console_settings_signups_notice_mode" DEFAULT 'digest' NOT NULL,
  	"signups_notice_recipients" varchar,
  	"digest_hour" numeric DEFAULT 8 NOT NULL,
  	"digest_sent_at" timestamp(3) with time zone,
  	"audit_retention_days" numeric DEFAULT 180 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news" ADD COLUMN "review_state" "enum_news_review_state" DEFAULT 'draft';
  ALTER TABLE "news" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "news" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "news" ADD COLUMN "sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_state" "enum__news_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_news_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_sensitive_matches" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "campus_culture" ADD COLUMN "review_state" "enum_campus_culture_review_state" DEFAULT 'draft';
  ALTER TABLE "campus_culture" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "campus_culture" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "campus_culture" ADD COLUMN "sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_review_state" "enum__campus_culture_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_sensitive_matches" varchar;
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "school_affairs" ADD COLUMN "review_state" "enum_school_affairs_review_state" DEFAULT 'draft';
  ALTER TABLE "school_affairs" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "school_affairs" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "school_affairs" ADD COLUMN "sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_review_state" "enum__school_affairs_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_sensitive_matches" varchar;
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "edu_news" ADD COLUMN "review_state" "enum_edu_news_review_state" DEFAULT 'draft';
  ALTER TABLE "edu_news" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "edu_news" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "edu_news" ADD COLUMN "sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_review_state" "enum__edu_news_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_sensitive_matches" varchar;
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "enroll_news" ADD COLUMN "review_state" "enum_enroll_news_review_state" DEFAULT 'draft';
  ALTER TABLE "enroll_news" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "enroll_news" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "enroll_news" ADD COLUMN "sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_review_state" "enum__enroll_news_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_sensitive_matches" varchar;
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "theme_articles" ADD COLUMN "review_state" "enum_theme_articles_review_state" DEFAULT 'draft';
  ALTER TABLE "theme_articles" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "theme_articles" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "theme_articles" ADD COLUMN "sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_review_state" "enum__theme_articles_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_sensitive_matches" varchar;
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_sensitive_confirmed" boolean DEFAULT false;
  ALTER TABLE "letters" ADD COLUMN "moderation" "enum_letters_moderation" DEFAULT 'none';
  ALTER TABLE "letters" ADD COLUMN "sensitive_matches" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_logs_id" integer;
  ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "console_settings_review_required" ADD CONSTRAINT "console_settings_review_required_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."console_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action");
  CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");
  CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor");
  CREATE INDEX "audit_logs_ip_idx" ON "audit_logs" USING btree ("ip");
  CREATE INDEX "audit_logs_target_collection_idx" ON "audit_logs" USING btree ("target_collection");
  CREATE INDEX "audit_logs_updated_at_idx" ON "audit_logs" USING btree ("updated_at");
  CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");
  CREATE INDEX "console_settings_review_required_order_idx" ON "console_settings_review_required" USING btree ("order");
  CREATE INDEX "console_settings_review_required_parent_idx" ON "console_settings_review_required" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_logs_fk" FOREIGN KEY ("audit_logs_id") REFERENCES "public"."audit_logs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_review_state_idx" ON "news" USING btree ("review_state");
  CREATE INDEX "_news_v_version_version_review_state_idx" ON "_news_v" USING btree ("version_review_state");
  CREATE INDEX "campus_culture_review_state_idx" ON "campus_culture" USING btree ("review_state");
  CREATE INDEX "_campus_culture_v_version_version_review_state_idx" ON "_campus_culture_v" USING btree ("version_review_state");
  CREATE INDEX "school_affairs_review_state_idx" ON "school_affairs" USING btree ("review_state");
  CREATE INDEX "_school_affairs_v_version_version_review_state_idx" ON "_school_affairs_v" USING btree ("version_review_state");
  CREATE INDEX "edu_news_review_state_idx" ON "edu_news" USING btree ("review_state");
  CREATE INDEX "_edu_news_v_version_version_review_state_idx" ON "_edu_news_v" USING btree ("version_review_state");
  CREATE INDEX "enroll_news_review_state_idx" ON "enroll_news" USING btree ("review_state");
  CREATE INDEX "_enroll_news_v_version_version_review_state_idx" ON "_enroll_news_v" USING btree ("version_review_state");
  CREATE INDEX "theme_articles_review_state_idx" ON "theme_articles" USING btree ("review_state");
  CREATE INDEX "_theme_articles_v_version_version_review_state_idx" ON "_theme_articles_v" USING btree ("version_review_state");
  CREATE INDEX "letters_moderation_idx" ON "letters" USING btree ("moderation");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_audit_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_logs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "console_settings_review_required" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "console_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "files" CASCADE;
  DROP TABLE "audit_logs" CASCADE;
  DROP TABLE "console_settings_review_required" CASCADE;
  DROP TABLE "console_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_logs_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'admissions', 'academic', 'mailbox');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "news_review_state_idx";
  DROP INDEX "_news_v_version_version_review_state_idx";
  DROP INDEX "campus_culture_review_state_idx";
  DROP INDEX "_campus_culture_v_version_version_review_state_idx";
  DROP INDEX "school_affairs_review_state_idx";
  DROP INDEX "_school_affairs_v_version_version_review_state_idx";
  DROP INDEX "edu_news_review_state_idx";
  DROP INDEX "_edu_news_v_version_version_review_state_idx";
  DROP INDEX "enroll_news_review_state_idx";
  DROP INDEX "_enroll_news_v_version_version_review_state_idx";
  DROP INDEX "theme_articles_review_state_idx";
  DROP INDEX "_theme_articles_v_version_version_review_state_idx";
  DROP INDEX "letters_moderation_idx";
  DROP INDEX "payload_locked_documents_rels_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_logs_id_idx";
  ALTER TABLE "news" DROP COLUMN "review_state";
  ALTER TABLE "news" DROP COLUMN "review_comment";
  ALTER TABLE "news" DROP COLUMN "sensitive_matches";
  ALTER TABLE "news" DROP COLUMN "sensitive_confirmed";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_news_v" DROP COLUMN "version_sensitive_matches";
  ALTER TABLE "_news_v" DROP COLUMN "version_sensitive_confirmed";
  ALTER TABLE "campus_culture" DROP COLUMN "review_state";
  ALTER TABLE "campus_culture" DROP COLUMN "review_comment";
  ALTER TABLE "campus_culture" DROP COLUMN "sensitive_matches";
  ALTER TABLE "campus_culture" DROP COLUMN "sensitive_confirmed";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_sensitive_matches";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_sensitive_confirmed";
  ALTER TABLE "school_affairs" DROP COLUMN "review_state";
  ALTER TABLE "school_affairs" DROP COLUMN "review_comment";
  ALTER TABLE "school_affairs" DROP COLUMN "sensitive_matches";
  ALTER TABLE "school_affairs" DROP COLUMN "sensitive_confirmed";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_sensitive_matches";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_sensitive_confirmed";
  ALTER TABLE "edu_news" DROP COLUMN "review_state";
  ALTER TABLE "edu_news" DROP COLUMN "review_comment";
  ALTER TABLE "edu_news" DROP COLUMN "sensitive_matches";
  ALTER TABLE "edu_news" DROP COLUMN "sensitive_confirmed";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_sensitive_matches";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_sensitive_confirmed";
  ALTER TABLE "enroll_news" DROP COLUMN "review_state";
  ALTER TABLE "enroll_news" DROP COLUMN "review_comment";
  ALTER TABLE "enroll_news" DROP COLUMN "sensitive_matches";
  ALTER TABLE "enroll_news" DROP COLUMN "sensitive_confirmed";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_sensitive_matches";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_sensitive_confirmed";
  ALTER TABLE "theme_articles" DROP COLUMN "review_state";
  ALTER TABLE "theme_articles" DROP COLUMN "review_comment";
  ALTER TABLE "theme_articles" DROP COLUMN "sensitive_matches";
  ALTER TABLE "theme_articles" DROP COLUMN "sensitive_confirmed";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_sensitive_matches";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_sensitive_confirmed";
  ALTER TABLE "letters" DROP COLUMN "moderation";
  ALTER TABLE "letters" DROP COLUMN "sensitive_matches";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_logs_id";
  DROP TYPE "public"."enum_news_review_state";
  DROP TYPE "public"."enum__news_v_version_review_state";
  DROP TYPE "public"."enum_campus_culture_review_state";
  DROP TYPE "public"."enum__campus_culture_v_version_review_state";
  DROP TYPE "public"."enum_school_affairs_review_state";
  DROP TYPE "public"."enum__school_affairs_v_version_review_state";
  DROP TYPE "public"."enum_edu_news_review_state";
  DROP TYPE "public"."enum__edu_news_v_version_review_state";
  DROP TYPE "public"."enum_enroll_news_review_state";
  DROP TYPE "public"."enum__enroll_news_v_version_review_state";
  DROP TYPE "public"."enum_theme_articles_review_state";
  DROP TYPE "public"."enum__theme_articles_v_version_review_state";
  DROP TYPE "public"."enum_letters_moderation";
  DROP TYPE "public"."enum_audit_logs_action";
  DROP TYPE "public"."enum_console_settings_review_required";
  DROP TYPE "public"."enum_console_settings_letters_notice_mode";
  DROP TYPE "public"."enum_console_settings_signups_notice_mode";`)
}
