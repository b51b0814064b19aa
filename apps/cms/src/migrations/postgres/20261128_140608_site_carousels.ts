// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carousels" ADD COLUMN "site_id" integer;
  ALTER TABLE "carousels" ADD CONSTRAINT "carousels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "carousels_site_idx" ON "carousels" USING btree ("site_id");`)
  // 站群: the slides so far are the portal's home's.
  await db.execute(sql`UPDATE carousels SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carousels" DROP CONSTRAINT "carousels_site_id_sites_id_fk";
  
  DROP INDEX "carousels_site_idx";
  ALTER TABLE "carousels" DROP COLUMN "site_id";`)
}
