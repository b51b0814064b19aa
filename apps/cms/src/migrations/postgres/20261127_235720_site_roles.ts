// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_site_roles_roles" AS ENUM('siteAdmin', 'editor', 'reviewer');
  CREATE TABLE "users_site_roles_roles" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_users_site_roles_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_site_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer
  );
  
  ALTER TABLE "users_site_roles_roles" ADD CONSTRAINT "users_site_roles_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users_site_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_site_roles" ADD CONSTRAINT "users_site_roles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_site_roles" ADD CONSTRAINT "users_site_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_site_roles_roles_order_idx" ON "users_site_roles_roles" USING btree ("order");
  CREATE INDEX "users_site_roles_roles_parent_idx" ON "users_site_roles_roles" USING btree ("parent_id");
  CREATE INDEX "users_site_roles_order_idx" ON "users_site_roles" USING btree ("_order");
  CREATE INDEX "users_site_roles_parent_id_idx" ON "users_site_roles" USING btree ("_parent_id");
  CREATE INDEX "users_site_roles_site_idx" ON "users_site_roles" USING btree ("site_id");`)
  // Accounts from before the rows: their site roles on each of their sites (sites/siteRoles.ts).
  await db.execute(sql`
  INSERT INTO "users_site_roles" ("_order", "_parent_id", "id", "site_id")
    SELECT COALESCE(r."order", 1), r."parent_id", 'migrated-' || r."parent_id" || '-' || r."sites_id", r."sites_id"
    FROM "users_rels" r
    WHERE r."path" = 'sites' AND r."sites_id" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "users_roles" x WHERE x."parent_id" = r."parent_id" AND x."value"::text IN ('siteAdmin', 'editor', 'reviewer'));
  INSERT INTO "users_site_roles_roles" ("order", "parent_id", "value")
    SELECT ur."order", s."id", ur."value"::text::"enum_users_site_roles_roles"
    FROM "users_site_roles" s JOIN "users_roles" ur ON ur."parent_id" = s."_parent_id"
    WHERE s."id" LIKE 'migrated-%' AND ur."value"::text IN ('siteAdmin', 'editor', 'reviewer');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_site_roles_roles" CASCADE;
  DROP TABLE "users_site_roles" CASCADE;
  DROP TYPE "public"."enum_users_site_roles_roles";`)
}
