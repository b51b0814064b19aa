// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_kind" AS ENUM('portal', 'branch', 'college', 'department', 'topic');
  CREATE TYPE "public"."enum_sites_template" AS ENUM('portal', 'branch', 'college', 'topic');
  CREATE TYPE "public"."enum_sites_status" AS ENUM('building', 'live', 'closed');
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"short_name" varchar,
  	"slug" varchar NOT NULL,
  	"kind" "enum_sites_kind" DEFAULT 'branch' NOT NULL,
  	"template" "enum_sites_template" DEFAULT 'branch' NOT NULL,
  	"status" "enum_sites_status" DEFAULT 'building' NOT NULL,
  	"domain" varchar,
  	"theme_color" varchar DEFAULT '#0b3d91' NOT NULL,
  	"logo_id" integer,
  	"contact" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  DROP INDEX "news_categories_path_name_idx";
  DROP INDEX "compound_index_2_idx";
  DROP INDEX "compound_index_3_idx";
  DROP INDEX "compound_index_4_idx";
  DROP INDEX "compound_index_6_idx";
  DROP INDEX "compound_index_8_idx";
  DROP INDEX "compound_index_5_idx";
  DROP INDEX "compound_index_7_idx";
  DROP INDEX "compound_index_9_idx";
  ALTER TABLE "news" ADD COLUMN "site_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_site_id" integer;
  ALTER TABLE "news_categories" ADD COLUMN "site_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sites_id" integer;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "sites_slug_idx" ON "sites" USING btree ("slug");
  CREATE UNIQUE INDEX "sites_domain_idx" ON "sites" USING btree ("domain");
  CREATE INDEX "sites_logo_idx" ON "sites" USING btree ("logo_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_sites_id_idx" ON "users_rels" USING btree ("sites_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_site_idx" ON "news" USING btree ("site_id");
  CREATE INDEX "site__status_published_at_createdAt_title_idx" ON "news" USING btree ("site_id","_status","published_at","created_at","title");
  CREATE INDEX "_news_v_version_version_site_idx" ON "_news_v" USING btree ("version_site_id");
  CREATE INDEX "compound_index_2_idx" ON "_news_v" USING btree ("version_site_id","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "news_categories_site_idx" ON "news_categories" USING btree ("site_id");
  CREATE UNIQUE INDEX "site_path_name_idx" ON "news_categories" USING btree ("site_id","path_name");
  CREATE INDEX "compound_index_3_idx" ON "_campus_culture_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_4_idx" ON "_school_affairs_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_6_idx" ON "_edu_news_v" USING btree ("version_edu_type","version_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_8_idx" ON "_enroll_news_v" USING btree ("version_category_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_10_idx" ON "_theme_articles_v" USING btree ("version_theme_id","version_section","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "compound_index_5_idx" ON "_edu_news_v" USING btree ("version_edu_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_7_idx" ON "_enroll_news_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_9_idx" ON "_theme_articles_v" USING btree ("version_theme_id","version__status","version_published_at","version_created_at","version_title");`)

  // The portal is a site too, and whatever an existing installation holds is the portal's (站群).
  await db.execute(sql`INSERT INTO "sites" ("name", "short_name", "slug", "kind", "template", "status", "theme_color")
    SELECT '门户网站', '门户', 'portal', 'portal', 'portal', 'live', '#0b3d91'
    WHERE NOT EXISTS (SELECT 1 FROM "sites" WHERE "slug" = 'portal')`)
  for (const [table, column] of [
    ['news', 'site_id'],
    ['_news_v', 'version_site_id'],
    ['news_categories', 'site_id'],
  ])
    await db.execute(
      sql.raw(`UPDATE "${table}" SET "${column}" = (SELECT id FROM sites WHERE slug = 'portal') WHERE "${column}" IS NULL`),
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_site_id_sites_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_site_id_sites_id_fk";
  
  ALTER TABLE "news_categories" DROP CONSTRAINT "news_categories_site_id_sites_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sites_fk";
  
  DROP INDEX "news_site_idx";
  DROP INDEX "site__status_published_at_createdAt_title_idx";
  DROP INDEX "_news_v_version_version_site_idx";
  DROP INDEX "compound_index_2_idx";
  DROP INDEX "news_categories_site_idx";
  DROP INDEX "site_path_name_idx";
  DROP INDEX "compound_index_3_idx";
  DROP INDEX "compound_index_4_idx";
  DROP INDEX "compound_index_6_idx";
  DROP INDEX "compound_index_8_idx";
  DROP INDEX "compound_index_10_idx";
  DROP INDEX "payload_locked_documents_rels_sites_id_idx";
  DROP INDEX "compound_index_5_idx";
  DROP INDEX "compound_index_7_idx";
  DROP INDEX "compound_index_9_idx";
  CREATE UNIQUE INDEX "news_categories_path_name_idx" ON "news_categories" USING btree ("path_name");
  CREATE INDEX "compound_index_2_idx" ON "_campus_culture_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_3_idx" ON "_school_affairs_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_4_idx" ON "_edu_news_v" USING btree ("version_edu_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_6_idx" ON "_enroll_news_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_8_idx" ON "_theme_articles_v" USING btree ("version_theme_id","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_5_idx" ON "_edu_news_v" USING btree ("version_edu_type","version_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_7_idx" ON "_enroll_news_v" USING btree ("version_category_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_9_idx" ON "_theme_articles_v" USING btree ("version_theme_id","version_section","version__status","version_published_at","version_created_at","version_title");
  ALTER TABLE "news" DROP COLUMN "site_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_site_id";
  ALTER TABLE "news_categories" DROP COLUMN "site_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sites_id";
  DROP TYPE "public"."enum_sites_kind";
  DROP TYPE "public"."enum_sites_template";
  DROP TYPE "public"."enum_sites_status";`)
}
