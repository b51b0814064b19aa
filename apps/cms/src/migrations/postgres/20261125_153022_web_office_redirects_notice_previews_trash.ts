// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_notice_level" AS ENUM('normal', 'urgent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeTrash' BEFORE 'inspectSite';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeTrash' BEFORE 'inspectSite';
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"hits" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "preview_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"token" varchar,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "preview_links_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"campus_culture_id" integer,
  	"school_affairs_id" integer,
  	"edu_news_id" integer,
  	"enroll_news_id" integer,
  	"themes_id" integer,
  	"theme_articles_id" integer
  );
  
  CREATE TABLE "notice" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"link" varchar,
  	"level" "enum_notice_level" DEFAULT 'normal' NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "campus_culture" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_campus_culture_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "school_affairs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_school_affairs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "edu_news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_edu_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "enroll_news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_enroll_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "theme_articles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_theme_articles_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "preview_links_id" integer;
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_campus_culture_fk" FOREIGN KEY ("campus_culture_id") REFERENCES "public"."campus_culture"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_school_affairs_fk" FOREIGN KEY ("school_affairs_id") REFERENCES "public"."school_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_edu_news_fk" FOREIGN KEY ("edu_news_id") REFERENCES "public"."edu_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_enroll_news_fk" FOREIGN KEY ("enroll_news_id") REFERENCES "public"."enroll_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_themes_fk" FOREIGN KEY ("themes_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_theme_articles_fk" FOREIGN KEY ("theme_articles_id") REFERENCES "public"."theme_articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "preview_links_token_idx" ON "preview_links" USING btree ("token");
  CREATE INDEX "preview_links_created_by_idx" ON "preview_links" USING btree ("created_by_id");
  CREATE INDEX "preview_links_updated_at_idx" ON "preview_links" USING btree ("updated_at");
  CREATE INDEX "preview_links_created_at_idx" ON "preview_links" USING btree ("created_at");
  CREATE INDEX "preview_links_rels_order_idx" ON "preview_links_rels" USING btree ("order");
  CREATE INDEX "preview_links_rels_parent_idx" ON "preview_links_rels" USING btree ("parent_id");
  CREATE INDEX "preview_links_rels_path_idx" ON "preview_links_rels" USING btree ("path");
  CREATE INDEX "preview_links_rels_news_id_idx" ON "preview_links_rels" USING btree ("news_id");
  CREATE INDEX "preview_links_rels_campus_culture_id_idx" ON "preview_links_rels" USING btree ("campus_culture_id");
  CREATE INDEX "preview_links_rels_school_affairs_id_idx" ON "preview_links_rels" USING btree ("school_affairs_id");
  CREATE INDEX "preview_links_rels_edu_news_id_idx" ON "preview_links_rels" USING btree ("edu_news_id");
  CREATE INDEX "preview_links_rels_enroll_news_id_idx" ON "preview_links_rels" USING btree ("enroll_news_id");
  CREATE INDEX "preview_links_rels_themes_id_idx" ON "preview_links_rels" USING btree ("themes_id");
  CREATE INDEX "preview_links_rels_theme_articles_id_idx" ON "preview_links_rels" USING btree ("theme_articles_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preview_links_fk" FOREIGN KEY ("preview_links_id") REFERENCES "public"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "campus_culture_deleted_at_idx" ON "campus_culture" USING btree ("deleted_at");
  CREATE INDEX "_campus_culture_v_version_version_deleted_at_idx" ON "_campus_culture_v" USING btree ("version_deleted_at");
  CREATE INDEX "school_affairs_deleted_at_idx" ON "school_affairs" USING btree ("deleted_at");
  CREATE INDEX "_school_affairs_v_version_version_deleted_at_idx" ON "_school_affairs_v" USING btree ("version_deleted_at");
  CREATE INDEX "edu_news_deleted_at_idx" ON "edu_news" USING btree ("deleted_at");
  CREATE INDEX "_edu_news_v_version_version_deleted_at_idx" ON "_edu_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "enroll_news_deleted_at_idx" ON "enroll_news" USING btree ("deleted_at");
  CREATE INDEX "_enroll_news_v_version_version_deleted_at_idx" ON "_enroll_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "theme_articles_deleted_at_idx" ON "theme_articles" USING btree ("deleted_at");
  CREATE INDEX "_theme_articles_v_version_version_deleted_at_idx" ON "_theme_articles_v" USING btree ("version_deleted_at");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_preview_links_id_idx" ON "payload_locked_documents_rels" USING btree ("preview_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "preview_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "preview_links_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "preview_links" CASCADE;
  DROP TABLE "preview_links_rels" CASCADE;
  DROP TABLE "notice" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_preview_links_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyDigest', 'purgeAuditLog', 'purgeExpired', 'inspectSite', 'uptimeProbe', 'deadlineReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyDigest', 'purgeAuditLog', 'purgeExpired', 'inspectSite', 'uptimeProbe', 'deadlineReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "campus_culture_deleted_at_idx";
  DROP INDEX "_campus_culture_v_version_version_deleted_at_idx";
  DROP INDEX "school_affairs_deleted_at_idx";
  DROP INDEX "_school_affairs_v_version_version_deleted_at_idx";
  DROP INDEX "edu_news_deleted_at_idx";
  DROP INDEX "_edu_news_v_version_version_deleted_at_idx";
  DROP INDEX "enroll_news_deleted_at_idx";
  DROP INDEX "_enroll_news_v_version_version_deleted_at_idx";
  DROP INDEX "theme_articles_deleted_at_idx";
  DROP INDEX "_theme_articles_v_version_version_deleted_at_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_preview_links_id_idx";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "campus_culture" DROP COLUMN "deleted_at";
  ALTER TABLE "_campus_culture_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "school_affairs" DROP COLUMN "deleted_at";
  ALTER TABLE "_school_affairs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "edu_news" DROP COLUMN "deleted_at";
  ALTER TABLE "_edu_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "enroll_news" DROP COLUMN "deleted_at";
  ALTER TABLE "_enroll_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "theme_articles" DROP COLUMN "deleted_at";
  ALTER TABLE "_theme_articles_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "preview_links_id";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_notice_level";`)
}
