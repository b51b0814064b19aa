// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_disclosure_requests_requester_type" AS ENUM('person', 'organization');
  CREATE TYPE "public"."enum_disclosure_requests_id_type" AS ENUM('id_card', 'passport', 'hk_macao_permit', 'taiwan_permit', 'other');
  CREATE TYPE "public"."enum_disclosure_requests_delivery" AS ENUM('paper', 'email', 'pickup');
  CREATE TYPE "public"."enum_disclosure_requests_status" AS ENUM('received', 'extended', 'answered', 'refused');
  CREATE TYPE "public"."enum_disclosure_requests_reminded" AS ENUM('before', 'after');
  CREATE TYPE "public"."enum_letters_consent" AS ENUM('yes', 'no', 'unasked');
  CREATE TYPE "public"."enum_letters_category" AS ENUM('consult', 'suggest', 'complain', 'help', 'other');
  CREATE TYPE "public"."enum_letters_reminded" AS ENUM('before', 'after');
  CREATE TYPE "public"."enum_calendar_days_kind" AS ENUM('holiday', 'workday');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'disclosure';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deadlineReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deadlineReminders' BEFORE 'schedulePublish';
  CREATE TABLE "disclosure_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "disclosure_items_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone,
  	"file_id" integer,
  	"affair_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "disclosure_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL,
  	"number" numeric,
  	"title" varchar NOT NULL,
  	"verified" boolean DEFAULT true,
  	"note" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "disclosure_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_code" varchar NOT NULL,
  	"requester_type" "enum_disclosure_requests_requester_type" NOT NULL,
  	"name" varchar NOT NULL,
  	"id_type" "enum_disclosure_requests_id_type",
  	"id_number" varchar,
  	"org_code" varchar,
  	"contact_person" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"description" varchar NOT NULL,
  	"purpose" varchar,
  	"delivery" "enum_disclosure_requests_delivery" NOT NULL,
  	"status" "enum_disclosure_requests_status" DEFAULT 'received' NOT NULL,
  	"received_at" timestamp(3) with time zone,
  	"deadline" varchar,
  	"extension_reason" varchar,
  	"extended_at" timestamp(3) with time zone,
  	"reply" varchar,
  	"refusal_reason" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"reminded" "enum_disclosure_requests_reminded",
  	"client_ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "disclosure_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "calendar_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"kind" "enum_calendar_days_kind" DEFAULT 'holiday' NOT NULL,
  	"name" varchar,
  	"provisional" boolean DEFAULT false,
  	"year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "office_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_days" numeric DEFAULT 15 NOT NULL,
  	"extension_days" numeric DEFAULT 15 NOT NULL,
  	"guide" varchar,
  	"letter_days_consult" numeric DEFAULT 5 NOT NULL,
  	"letter_days_suggest" numeric DEFAULT 5 NOT NULL,
  	"letter_days_complain" numeric DEFAULT 5 NOT NULL,
  	"letter_days_help" numeric DEFAULT 5 NOT NULL,
  	"letter_days_other" numeric DEFAULT 5 NOT NULL,
  	"remind_before" numeric DEFAULT 2 NOT NULL,
  	"stats_public" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "letters" ADD COLUMN "consent" "enum_letters_consent" DEFAULT 'unasked';
  ALTER TABLE "letters" ADD COLUMN "category" "enum_letters_category" DEFAULT 'other';
  ALTER TABLE "letters" ADD COLUMN "received_at" timestamp(3) with time zone;
  ALTER TABLE "letters" ADD COLUMN "deadline" varchar;
  ALTER TABLE "letters" ADD COLUMN "forwarded_to_id" integer;
  ALTER TABLE "letters" ADD COLUMN "forward_note" varchar;
  ALTER TABLE "letters" ADD COLUMN "forwarded_at" timestamp(3) with time zone;
  ALTER TABLE "letters" ADD COLUMN "reminded" "enum_letters_reminded";
  UPDATE "letters" SET "received_at" = "created_at" WHERE "received_at" IS NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosure_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosure_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosure_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_days_id" integer;
  ALTER TABLE "disclosure_items_documents" ADD CONSTRAINT "disclosure_items_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure_items_documents" ADD CONSTRAINT "disclosure_items_documents_affair_id_school_affairs_id_fk" FOREIGN KEY ("affair_id") REFERENCES "public"."school_affairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure_items_documents" ADD CONSTRAINT "disclosure_items_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosure_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure_items" ADD CONSTRAINT "disclosure_items_category_id_disclosure_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."disclosure_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure_requests_rels" ADD CONSTRAINT "disclosure_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."disclosure_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosure_requests_rels" ADD CONSTRAINT "disclosure_requests_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "disclosure_categories_sort_idx" ON "disclosure_categories" USING btree ("sort");
  CREATE INDEX "disclosure_categories_updated_at_idx" ON "disclosure_categories" USING btree ("updated_at");
  CREATE INDEX "disclosure_categories_created_at_idx" ON "disclosure_categories" USING btree ("created_at");
  CREATE INDEX "disclosure_items_documents_order_idx" ON "disclosure_items_documents" USING btree ("_order");
  CREATE INDEX "disclosure_items_documents_parent_id_idx" ON "disclosure_items_documents" USING btree ("_parent_id");
  CREATE INDEX "disclosure_items_documents_file_idx" ON "disclosure_items_documents" USING btree ("file_id");
  CREATE INDEX "disclosure_items_documents_affair_idx" ON "disclosure_items_documents" USING btree ("affair_id");
  CREATE INDEX "disclosure_items_category_idx" ON "disclosure_items" USING btree ("category_id");
  CREATE INDEX "disclosure_items_sort_idx" ON "disclosure_items" USING btree ("sort");
  CREATE INDEX "disclosure_items_updated_at_idx" ON "disclosure_items" USING btree ("updated_at");
  CREATE INDEX "disclosure_items_created_at_idx" ON "disclosure_items" USING btree ("created_at");
  CREATE INDEX "category_sort_idx" ON "disclosure_items" USING btree ("category_id","sort");
  CREATE UNIQUE INDEX "disclosure_requests_tracking_code_idx" ON "disclosure_requests" USING btree ("tracking_code");
  CREATE INDEX "disclosure_requests_status_idx" ON "disclosure_requests" USING btree ("status");
  CREATE INDEX "disclosure_requests_received_at_idx" ON "disclosure_requests" USING btree ("received_at");
  CREATE INDEX "disclosure_requests_deadline_idx" ON "disclosure_requests" USING btree ("deadline");
  CREATE INDEX "disclosure_requests_updated_at_idx" ON "disclosure_requests" USING btree ("updated_at");
  CREATE INDEX "disclosure_requests_created_at_idx" ON "disclosure_requests" USING btree ("created_at");
  CREATE INDEX "disclosure_requests_rels_order_idx" ON "disclosure_requests_rels" USING btree ("order");
  CREATE INDEX "disclosure_requests_rels_parent_idx" ON "disclosure_requests_rels" USING btree ("parent_id");
  CREATE INDEX "disclosure_requests_rels_path_idx" ON "disclosure_requests_rels" USING btree ("path");
  CREATE INDEX "disclosure_requests_rels_files_id_idx" ON "disclosure_requests_rels" USING btree ("files_id");
  CREATE UNIQUE INDEX "calendar_days_date_idx" ON "calendar_days" USING btree ("date");
  CREATE INDEX "calendar_days_year_idx" ON "calendar_days" USING btree ("year");
  CREATE INDEX "calendar_days_updated_at_idx" ON "calendar_days" USING btree ("updated_at");
  CREATE INDEX "calendar_days_created_at_idx" ON "calendar_days" USING btree ("created_at");
  ALTER TABLE "letters" ADD CONSTRAINT "letters_forwarded_to_id_users_id_fk" FOREIGN KEY ("forwarded_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosure_categories_fk" FOREIGN KEY ("disclosure_categories_id") REFERENCES "public"."disclosure_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosure_items_fk" FOREIGN KEY ("disclosure_items_id") REFERENCES "public"."disclosure_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosure_requests_fk" FOREIGN KEY ("disclosure_requests_id") REFERENCES "public"."disclosure_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_days_fk" FOREIGN KEY ("calendar_days_id") REFERENCES "public"."calendar_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "letters_category_idx" ON "letters" USING btree ("category");
  CREATE INDEX "letters_received_at_idx" ON "letters" USING btree ("received_at");
  CREATE INDEX "letters_deadline_idx" ON "letters" USING btree ("deadline");
  CREATE INDEX "letters_forwarded_to_idx" ON "letters" USING btree ("forwarded_to_id");
  CREATE INDEX "payload_locked_documents_rels_disclosure_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosure_categories_id");
  CREATE INDEX "payload_locked_documents_rels_disclosure_items_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosure_items_id");
  CREATE INDEX "payload_locked_documents_rels_disclosure_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosure_requests_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_days_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_days_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "disclosure_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_items_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "office_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "disclosure_categories" CASCADE;
  DROP TABLE "disclosure_items_documents" CASCADE;
  DROP TABLE "disclosure_items" CASCADE;
  DROP TABLE "disclosure_requests" CASCADE;
  DROP TABLE "disclosure_requests_rels" CASCADE;
  DROP TABLE "calendar_days" CASCADE;
  DROP TABLE "office_settings" CASCADE;
  ALTER TABLE "letters" DROP CONSTRAINT "letters_forwarded_to_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosure_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosure_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosure_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_calendar_days_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'reviewer', 'admissions', 'academic', 'mailbox');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyDigest', 'purgeAuditLog', 'purgeExpired', 'inspectSite', 'uptimeProbe', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyDigest', 'purgeAuditLog', 'purgeExpired', 'inspectSite', 'uptimeProbe', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "letters_category_idx";
  DROP INDEX "letters_received_at_idx";
  DROP INDEX "letters_deadline_idx";
  DROP INDEX "letters_forwarded_to_idx";
  DROP INDEX "payload_locked_documents_rels_disclosure_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_disclosure_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_disclosure_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_calendar_days_id_idx";
  ALTER TABLE "letters" DROP COLUMN "consent";
  ALTER TABLE "letters" DROP COLUMN "category";
  ALTER TABLE "letters" DROP COLUMN "received_at";
  ALTER TABLE "letters" DROP COLUMN "deadline";
  ALTER TABLE "letters" DROP COLUMN "forwarded_to_id";
  ALTER TABLE "letters" DROP COLUMN "forward_note";
  ALTER TABLE "letters" DROP COLUMN "forwarded_at";
  ALTER TABLE "letters" DROP COLUMN "reminded";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosure_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosure_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosure_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_days_id";
  DROP TYPE "public"."enum_disclosure_requests_requester_type";
  DROP TYPE "public"."enum_disclosure_requests_id_type";
  DROP TYPE "public"."enum_disclosure_requests_delivery";
  DROP TYPE "public"."enum_disclosure_requests_status";
  DROP TYPE "public"."enum_disclosure_requests_reminded";
  DROP TYPE "public"."enum_letters_consent";
  DROP TYPE "public"."enum_letters_category";
  DROP TYPE "public"."enum_letters_reminded";
  DROP TYPE "public"."enum_calendar_days_kind";`)
}
