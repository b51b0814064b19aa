// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_path_idx";
  ALTER TABLE "pages" ADD COLUMN "site_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_site_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE UNIQUE INDEX "site_path_idx" ON "pages" USING btree ("site_id","path");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "version_site_version_path_idx" ON "_pages_v" USING btree ("version_site_id","version_path");
  CREATE INDEX "pages_path_idx" ON "pages" USING btree ("path");`)
  // Every page so far is the portal's (站群): its routes stay exactly where they are.
  await db.execute(sql`
   UPDATE "pages" SET "site_id" = (SELECT id FROM sites WHERE slug = 'portal') WHERE "site_id" IS NULL;
  UPDATE "_pages_v" SET "version_site_id" = (SELECT id FROM sites WHERE slug = 'portal') WHERE "version_site_id" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_site_id_sites_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_site_id_sites_id_fk";
  
  DROP INDEX "pages_site_idx";
  DROP INDEX "site_path_idx";
  DROP INDEX "_pages_v_version_version_site_idx";
  DROP INDEX "version_site_version_path_idx";
  DROP INDEX "pages_path_idx";
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  ALTER TABLE "pages" DROP COLUMN "site_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_site_id";`)
}
