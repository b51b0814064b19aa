// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inspection_runs" ADD COLUMN "site_id" integer;
  ALTER TABLE "inspection_runs" ADD CONSTRAINT "inspection_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inspection_runs_site_idx" ON "inspection_runs" USING btree ("site_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inspection_runs" DROP CONSTRAINT "inspection_runs_site_id_sites_id_fk";
  
  DROP INDEX "inspection_runs_site_idx";
  ALTER TABLE "inspection_runs" DROP COLUMN "site_id";`)
}
