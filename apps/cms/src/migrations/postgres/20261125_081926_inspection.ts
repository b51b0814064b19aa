// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inspection_runs_status" AS ENUM('running', 'done', 'failed');
  CREATE TYPE "public"."enum_inspection_runs_trigger" AS ENUM('manual', 'nightly');
  CREATE TYPE "public"."enum_inspection_findings_kind" AS ENUM('link', 'external', 'stale', 'empty', 'wording', 'deadline', 'uptime');
  CREATE TYPE "public"."enum_inspection_findings_severity" AS ENUM('serious', 'normal');
  CREATE TYPE "public"."enum_wording_rules_severity" AS ENUM('serious', 'normal');
  CREATE TYPE "public"."enum_wording_rules_category" AS ENUM('country', 'state', 'leader', 'school', 'department', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'inspectSite' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'uptimeProbe' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'inspectSite' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'uptimeProbe' BEFORE 'schedulePublish';
  CREATE TABLE "inspection_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_inspection_runs_status" DEFAULT 'running',
  	"trigger" "enum_inspection_runs_trigger",
  	"started_by_id" integer,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"duration_ms" numeric,
  	"pages" numeric,
  	"links" numeric,
  	"total" numeric,
  	"count_link" numeric,
  	"count_external" numeric,
  	"count_stale" numeric,
  	"count_empty" numeric,
  	"count_wording" numeric,
  	"count_deadline" numeric,
  	"count_uptime" numeric,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inspection_findings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"run_id" integer,
  	"kind" "enum_inspection_findings_kind" NOT NULL,
  	"severity" "enum_inspection_findings_severity",
  	"url" varchar,
  	"target" varchar,
  	"element" varchar,
  	"message" varchar NOT NULL,
  	"editor_id" integer,
  	"first_seen" timestamp(3) with time zone,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wording_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"correct" varchar NOT NULL,
  	"wrong" varchar NOT NULL,
  	"severity" "enum_wording_rules_severity" DEFAULT 'normal' NOT NULL,
  	"category" "enum_wording_rules_category",
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "uptime_probes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"url" varchar NOT NULL,
  	"ok" boolean,
  	"status" numeric,
  	"ms" numeric,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "console_settings_inspection_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"column" varchar NOT NULL,
  	"days" numeric NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "wording_matches" varchar;
  ALTER TABLE "news" ADD COLUMN "wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_wording_matches" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "campus_culture" ADD COLUMN "wording_matches" varchar;
  ALTER TABLE "campus_culture" ADD COLUMN "wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_wording_matches" varchar;
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "school_affairs" ADD COLUMN "wording_matches" varchar;
  ALTER TABLE "school_affairs" ADD COLUMN "wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_wording_matches" varchar;
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "edu_news" ADD COLUMN "wording_matches" varchar;
  ALTER TABLE "edu_news" ADD COLUMN "wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_wording_matches" varchar;
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "enroll_news" ADD COLUMN "wording_matches" varchar;
  ALTER TABLE "enroll_news" ADD COLUMN "wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_wording_matches" varchar;
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "theme_articles" ADD COLUMN "wording_matches" varchar;
  ALTER TABLE "theme_articles" ADD COLUMN "wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_wording_matches" varchar;
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_wording_confirmed" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inspection_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inspection_findings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wording_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "uptime_probes_id" integer;
  ALTER TABLE "console_settings" ADD COLUMN "inspection_external_checks" boolean DEFAULT true;
  ALTER TABLE "console_settings" ADD COLUMN "inspection_hijack_words" varchar;
  ALTER TABLE "console_settings" ADD COLUMN "inspection_home_news_days" numeric DEFAULT 14;
  ALTER TABLE "console_settings" ADD COLUMN "inspection_news_days" numeric DEFAULT 14;
  ALTER TABLE "console_settings" ADD COLUMN "inspection_notice_days" numeric DEFAULT 183;
  ALTER TABLE "console_settings" ADD COLUMN "inspection_letter_reply_days" numeric DEFAULT 15;
  ALTER TABLE "inspection_runs" ADD CONSTRAINT "inspection_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_run_id_inspection_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."inspection_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "console_settings_inspection_columns" ADD CONSTRAINT "console_settings_inspection_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."console_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inspection_runs_started_by_idx" ON "inspection_runs" USING btree ("started_by_id");
  CREATE INDEX "inspection_runs_started_at_idx" ON "inspection_runs" USING btree ("started_at");
  CREATE INDEX "inspection_runs_updated_at_idx" ON "inspection_runs" USING btree ("updated_at");
  CREATE INDEX "inspection_runs_created_at_idx" ON "inspection_runs" USING btree ("created_at");
  CREATE INDEX "inspection_findings_run_idx" ON "inspection_findings" USING btree ("run_id");
  CREATE INDEX "inspection_findings_kind_idx" ON "inspection_findings" USING btree ("kind");
  CREATE INDEX "inspection_findings_editor_idx" ON "inspection_findings" USING btree ("editor_id");
  CREATE INDEX "inspection_findings_key_idx" ON "inspection_findings" USING btree ("key");
  CREATE INDEX "inspection_findings_updated_at_idx" ON "inspection_findings" USING btree ("updated_at");
  CREATE INDEX "inspection_findings_created_at_idx" ON "inspection_findings" USING btree ("created_at");
  CREATE INDEX "run_kind_idx" ON "inspection_findings" USING btree ("run_id","kind");
  CREATE INDEX "wording_rules_updated_at_idx" ON "wording_rules" USING btree ("updated_at");
  CREATE INDEX "wording_rules_created_at_idx" ON "wording_rules" USING btree ("created_at");
  CREATE INDEX "uptime_probes_at_idx" ON "uptime_probes" USING btree ("at");
  CREATE INDEX "uptime_probes_updated_at_idx" ON "uptime_probes" USING btree ("updated_at");
  CREATE INDEX "uptime_probes_created_at_idx" ON "uptime_probes" USING btree ("created_at");
  CREATE INDEX "console_settings_inspection_columns_order_idx" ON "console_settings_inspection_columns" USING btree ("_order");
  CREATE INDEX "console_settings_inspection_columns_parent_id_idx" ON "console_settings_inspection_columns" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inspection_runs_fk" FOREIGN KEY ("inspection_runs_id") REFERENCES "public"."inspection_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inspection_findings_fk" FOREIGN KEY ("inspection_findings_id") REFERENCES "public"."inspection_findings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wording_rules_fk" FOREIGN KEY ("wording_rules_id") REFERENCES "public"."wording_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uptime_probes_fk" FOREIGN KEY ("uptime_probes_id") REFERENCES "public"."uptime_probes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inspection_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("inspection_runs_id");
  CREATE INDEX "payload_locked_documents_rels_inspection_findings_id_idx" ON "payload_locked_documents_rels" USING btree ("inspection_findings_id");
  CREATE INDEX "payload_locked_documents_rels_wording_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("wording_rules_id");
  CREATE INDEX "payload_locked_documents_rels_uptime_probes_id_idx" ON "payload_locked_documents_rels" USING btree ("uptime_probes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inspection_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inspection_findings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wording_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uptime_probes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "console_settings_inspection_columns" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inspection_runs" CASCADE;
  DROP TABLE "inspection_findings" CASCADE;
  DROP TABLE "wording_rules" CASCADE;
  DROP TABLE "uptime_probes" CASCADE;
  DROP TABLE "console_settings_inspection_columns" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inspection_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inspection_findings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wording_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_uptime_probes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyDigest', 'purgeAuditLog', 'purgeExpired', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyDigest', 'purgeAuditLog', 'purgeExpired', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_inspection_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_inspection_findings_id_idx";
  DROP INDEX "payload_locked_documents_rels_wording_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_uptime_probes_id_idx";
  ALTER TABLE "news" DROP COLUMN "wording_matches";
  ALTER TABLE "news" DROP COLUMN "wording_confirmed";
  ALTER TABLE "_news_v" DROP COLUMN "version_wording_matches";
  ALTER TABLE "_news_v" DROP COLUMN "version_wording_confirmed";
  ALTER TABLE "campus_culture" DROP COLUMN "wording_matches";
  ALTER TABLE "campus_culture" DROP COLUMN "wording_confirmed";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_wording_matches";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_wording_confirmed";
  ALTER TABLE "school_affairs" DROP COLUMN "wording_matches";
  ALTER TABLE "school_affairs" DROP COLUMN "wording_confirmed";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_wording_matches";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_wording_confirmed";
  ALTER TABLE "edu_news" DROP COLUMN "wording_matches";
  ALTER TABLE "edu_news" DROP COLUMN "wording_confirmed";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_wording_matches";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_wording_confirmed";
  ALTER TABLE "enroll_news" DROP COLUMN "wording_matches";
  ALTER TABLE "enroll_news" DROP COLUMN "wording_confirmed";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_wording_matches";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_wording_confirmed";
  ALTER TABLE "theme_articles" DROP COLUMN "wording_matches";
  ALTER TABLE "theme_articles" DROP COLUMN "wording_confirmed";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_wording_matches";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_wording_confirmed";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inspection_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inspection_findings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wording_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "uptime_probes_id";
  ALTER TABLE "console_settings" DROP COLUMN "inspection_external_checks";
  ALTER TABLE "console_settings" DROP COLUMN "inspection_hijack_words";
  ALTER TABLE "console_settings" DROP COLUMN "inspection_home_news_days";
  ALTER TABLE "console_settings" DROP COLUMN "inspection_news_days";
  ALTER TABLE "console_settings" DROP COLUMN "inspection_notice_days";
  ALTER TABLE "console_settings" DROP COLUMN "inspection_letter_reply_days";
  DROP TYPE "public"."enum_inspection_runs_status";
  DROP TYPE "public"."enum_inspection_runs_trigger";
  DROP TYPE "public"."enum_inspection_findings_kind";
  DROP TYPE "public"."enum_inspection_findings_severity";
  DROP TYPE "public"."enum_wording_rules_severity";
  DROP TYPE "public"."enum_wording_rules_category";`)
}
