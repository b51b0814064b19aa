// @ts-nocheck generated migration
import { indexSiteDocs } from '@/search/hooks'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "site_id" integer;
  ALTER TABLE "search_docs" ADD COLUMN "site" numeric;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  CREATE INDEX "search_docs_site_idx" ON "search_docs" USING btree ("site");`)
  // 站群: the images uploaded so far are the portal's, and so is everything indexed so far (the
  // search covered the portal alone); the sites' own articles and pages join the index now.
  await db.execute(sql`UPDATE media SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
  await db.execute(sql`UPDATE search_docs SET site = (SELECT id FROM sites WHERE slug = 'portal') WHERE site IS NULL;`)
  await indexSiteDocs(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM search_docs WHERE site IS DISTINCT FROM (SELECT id FROM sites WHERE slug = 'portal');`)
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_site_id_sites_id_fk";
  
  DROP INDEX "media_site_idx";
  DROP INDEX "search_docs_site_idx";
  ALTER TABLE "media" DROP COLUMN "site_id";
  ALTER TABLE "search_docs" DROP COLUMN "site";`)
}
