// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_majors_teaching_plan_kind" AS ENUM('required', 'elective');
  CREATE TABLE "majors_teaching_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"semester" numeric NOT NULL,
  	"code" varchar,
  	"name" varchar NOT NULL,
  	"credits" numeric NOT NULL,
  	"kind" "enum_majors_teaching_plan_kind" DEFAULT 'required' NOT NULL,
  	"assessment" varchar
  );
  
  ALTER TABLE "majors_teaching_plan" ADD CONSTRAINT "majors_teaching_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "majors_teaching_plan_order_idx" ON "majors_teaching_plan" USING btree ("_order");
  CREATE INDEX "majors_teaching_plan_parent_id_idx" ON "majors_teaching_plan" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "majors_teaching_plan" CASCADE;
  DROP TYPE "public"."enum_majors_teaching_plan_kind";`)
}
