// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" ADD COLUMN "site_id" integer;
  ALTER TABLE "files" ADD CONSTRAINT "files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "files_site_idx" ON "files" USING btree ("site_id");`)
  // 站群: the attachments uploaded so far are the portal's, as the images were (site_media_search).
  await db.execute(sql`UPDATE files SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" DROP CONSTRAINT "files_site_id_sites_id_fk";
  
  DROP INDEX "files_site_idx";
  ALTER TABLE "files" DROP COLUMN "site_id";`)
}
