// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preview_links_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "preview_links_rels" ADD CONSTRAINT "preview_links_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "preview_links_rels_pages_id_idx" ON "preview_links_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preview_links_rels" DROP CONSTRAINT "preview_links_rels_pages_fk";
  
  DROP INDEX "preview_links_rels_pages_id_idx";
  ALTER TABLE "preview_links_rels" DROP COLUMN "pages_id";`)
}
