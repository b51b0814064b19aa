// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "disclosure_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" jsonb,
  	"file_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_groups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "letters" ADD COLUMN "forwarded_group_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosure_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_groups_id" integer;
  ALTER TABLE "disclosure_reports" ADD CONSTRAINT "disclosure_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_groups_rels" ADD CONSTRAINT "staff_groups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_groups_rels" ADD CONSTRAINT "staff_groups_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "disclosure_reports_year_idx" ON "disclosure_reports" USING btree ("year");
  CREATE INDEX "disclosure_reports_file_idx" ON "disclosure_reports" USING btree ("file_id");
  CREATE INDEX "disclosure_reports_updated_at_idx" ON "disclosure_reports" USING btree ("updated_at");
  CREATE INDEX "disclosure_reports_created_at_idx" ON "disclosure_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_groups_name_idx" ON "staff_groups" USING btree ("name");
  CREATE INDEX "staff_groups_updated_at_idx" ON "staff_groups" USING btree ("updated_at");
  CREATE INDEX "staff_groups_created_at_idx" ON "staff_groups" USING btree ("created_at");
  CREATE INDEX "staff_groups_rels_order_idx" ON "staff_groups_rels" USING btree ("order");
  CREATE INDEX "staff_groups_rels_parent_idx" ON "staff_groups_rels" USING btree ("parent_id");
  CREATE INDEX "staff_groups_rels_path_idx" ON "staff_groups_rels" USING btree ("path");
  CREATE INDEX "staff_groups_rels_users_id_idx" ON "staff_groups_rels" USING btree ("users_id");
  ALTER TABLE "letters" ADD CONSTRAINT "letters_forwarded_group_id_staff_groups_id_fk" FOREIGN KEY ("forwarded_group_id") REFERENCES "public"."staff_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosure_reports_fk" FOREIGN KEY ("disclosure_reports_id") REFERENCES "public"."disclosure_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_groups_fk" FOREIGN KEY ("staff_groups_id") REFERENCES "public"."staff_groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "letters_forwarded_group_idx" ON "letters" USING btree ("forwarded_group_id");
  CREATE INDEX "payload_locked_documents_rels_disclosure_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosure_reports_id");
  CREATE INDEX "payload_locked_documents_rels_staff_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_groups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "disclosure_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_groups_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "disclosure_reports" CASCADE;
  DROP TABLE "staff_groups" CASCADE;
  DROP TABLE "staff_groups_rels" CASCADE;
  ALTER TABLE "letters" DROP CONSTRAINT "letters_forwarded_group_id_staff_groups_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosure_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_groups_fk";
  
  DROP INDEX "letters_forwarded_group_idx";
  DROP INDEX "payload_locked_documents_rels_disclosure_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_groups_id_idx";
  ALTER TABLE "letters" DROP COLUMN "forwarded_group_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosure_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_groups_id";`)
}
