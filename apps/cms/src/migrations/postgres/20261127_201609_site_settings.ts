// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sites_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "sites_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "notice_enabled" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "notice_text" varchar;
  ALTER TABLE "sites" ADD COLUMN "notice_link" varchar;
  ALTER TABLE "sites_menu" ADD CONSTRAINT "sites_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_footer_links" ADD CONSTRAINT "sites_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_menu_order_idx" ON "sites_menu" USING btree ("_order");
  CREATE INDEX "sites_menu_parent_id_idx" ON "sites_menu" USING btree ("_parent_id");
  CREATE INDEX "sites_footer_links_order_idx" ON "sites_footer_links" USING btree ("_order");
  CREATE INDEX "sites_footer_links_parent_id_idx" ON "sites_footer_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_menu" CASCADE;
  DROP TABLE "sites_footer_links" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "notice_enabled";
  ALTER TABLE "sites" DROP COLUMN "notice_text";
  ALTER TABLE "sites" DROP COLUMN "notice_link";`)
}
