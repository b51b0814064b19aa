// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inspection_findings" ADD COLUMN "site_id" integer;
  ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inspection_findings_site_idx" ON "inspection_findings" USING btree ("site_id");`)
  // Findings kept from earlier runs belong to their page's site (站群), the portal's when none.
  await db.execute(sql`UPDATE inspection_findings SET site_id = (SELECT s.id FROM sites s WHERE inspection_findings.url LIKE '%/sites/' || s.slug || '/%' OR inspection_findings.url LIKE '%/sites/' || s.slug ORDER BY length(s.slug) DESC LIMIT 1);`)
  await db.execute(sql`UPDATE inspection_findings SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inspection_findings" DROP CONSTRAINT "inspection_findings_site_id_sites_id_fk";
  
  DROP INDEX "inspection_findings_site_idx";
  ALTER TABLE "inspection_findings" DROP COLUMN "site_id";`)
}
