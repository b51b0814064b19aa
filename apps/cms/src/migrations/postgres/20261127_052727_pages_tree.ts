// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_kind" AS ENUM('page', 'list', 'link');
  CREATE TYPE "public"."enum_pages_link_kind" AS ENUM('route', 'page', 'category', 'theme', 'url');
  CREATE TYPE "public"."enum__pages_v_version_kind" AS ENUM('page', 'list', 'link');
  CREATE TYPE "public"."enum__pages_v_version_link_kind" AS ENUM('route', 'page', 'category', 'theme', 'url');
  ALTER TYPE "public"."enum_pages_section" ADD VALUE 'top';
  ALTER TYPE "public"."enum__pages_v_version_section" ADD VALUE 'top';
  ALTER TABLE "pages" ADD COLUMN "_order" varchar;
  ALTER TABLE "pages" ADD COLUMN "kind" "enum_pages_kind" DEFAULT 'page';
  ALTER TABLE "pages" ADD COLUMN "parent_id" integer;
  ALTER TABLE "pages" ADD COLUMN "list_category_id" integer;
  ALTER TABLE "pages" ADD COLUMN "link_kind" "enum_pages_link_kind" DEFAULT 'route';
  ALTER TABLE "pages" ADD COLUMN "link_route" varchar;
  ALTER TABLE "pages" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pages" ADD COLUMN "link_category_id" integer;
  ALTER TABLE "pages" ADD COLUMN "link_theme_id" integer;
  ALTER TABLE "pages" ADD COLUMN "link_url" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_kind" "enum__pages_v_version_kind" DEFAULT 'page';
  ALTER TABLE "_pages_v" ADD COLUMN "version_parent_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_list_category_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_link_kind" "enum__pages_v_version_link_kind" DEFAULT 'route';
  ALTER TABLE "_pages_v" ADD COLUMN "version_link_route" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_link_page_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_link_category_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_link_theme_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_link_url" varchar;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_list_category_id_news_categories_id_fk" FOREIGN KEY ("list_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_link_category_id_news_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_link_theme_id_themes_id_fk" FOREIGN KEY ("link_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_list_category_id_news_categories_id_fk" FOREIGN KEY ("version_list_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_link_page_id_pages_id_fk" FOREIGN KEY ("version_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_link_category_id_news_categories_id_fk" FOREIGN KEY ("version_link_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_link_theme_id_themes_id_fk" FOREIGN KEY ("version_link_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages__order_idx" ON "pages" USING btree ("_order");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_list_category_idx" ON "pages" USING btree ("list_category_id");
  CREATE INDEX "pages_link_link_page_idx" ON "pages" USING btree ("link_page_id");
  CREATE INDEX "pages_link_link_category_idx" ON "pages" USING btree ("link_category_id");
  CREATE INDEX "pages_link_link_theme_idx" ON "pages" USING btree ("link_theme_id");
  CREATE INDEX "_pages_v_version_version__order_idx" ON "_pages_v" USING btree ("version__order");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_list_category_idx" ON "_pages_v" USING btree ("version_list_category_id");
  CREATE INDEX "_pages_v_version_link_version_link_page_idx" ON "_pages_v" USING btree ("version_link_page_id");
  CREATE INDEX "_pages_v_version_link_version_link_category_idx" ON "_pages_v" USING btree ("version_link_category_id");
  CREATE INDEX "_pages_v_version_link_version_link_theme_idx" ON "_pages_v" USING btree ("version_link_theme_id");`)
  // Pages stored before the tree keep their order by address (fractional keys of digits only,
  // so every collation sorts them alike); new ones get theirs from Payload's orderable hook.
  await db.execute(sql`UPDATE pages SET _order = CASE WHEN (SELECT count(*) FROM pages p2 WHERE p2.path < pages.path) < 10 THEN 'a' || (SELECT count(*) FROM pages p2 WHERE p2.path < pages.path)::text WHEN (SELECT count(*) FROM pages p2 WHERE p2.path < pages.path) < 110 THEN 'b' || lpad(((SELECT count(*) FROM pages p2 WHERE p2.path < pages.path) - 10)::text, 2, '0') WHEN (SELECT count(*) FROM pages p2 WHERE p2.path < pages.path) < 1110 THEN 'c' || lpad(((SELECT count(*) FROM pages p2 WHERE p2.path < pages.path) - 110)::text, 3, '0') END WHERE _order IS NULL AND path IS NOT NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_list_category_id_news_categories_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_link_category_id_news_categories_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_link_theme_id_themes_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_parent_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_list_category_id_news_categories_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_link_category_id_news_categories_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_link_theme_id_themes_id_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_section";
  CREATE TYPE "public"."enum_pages_section" AS ENUM('schoolOverview', 'news', 'educationalFormat', 'enrolling', 'featured');
  ALTER TABLE "pages" ALTER COLUMN "section" SET DATA TYPE "public"."enum_pages_section" USING "section"::"public"."enum_pages_section";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_section" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_section";
  CREATE TYPE "public"."enum__pages_v_version_section" AS ENUM('schoolOverview', 'news', 'educationalFormat', 'enrolling', 'featured');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_section" SET DATA TYPE "public"."enum__pages_v_version_section" USING "version_section"::"public"."enum__pages_v_version_section";
  DROP INDEX "pages__order_idx";
  DROP INDEX "pages_parent_idx";
  DROP INDEX "pages_list_category_idx";
  DROP INDEX "pages_link_link_page_idx";
  DROP INDEX "pages_link_link_category_idx";
  DROP INDEX "pages_link_link_theme_idx";
  DROP INDEX "_pages_v_version_version__order_idx";
  DROP INDEX "_pages_v_version_version_parent_idx";
  DROP INDEX "_pages_v_version_version_list_category_idx";
  DROP INDEX "_pages_v_version_link_version_link_page_idx";
  DROP INDEX "_pages_v_version_link_version_link_category_idx";
  DROP INDEX "_pages_v_version_link_version_link_theme_idx";
  ALTER TABLE "pages" DROP COLUMN "_order";
  ALTER TABLE "pages" DROP COLUMN "kind";
  ALTER TABLE "pages" DROP COLUMN "parent_id";
  ALTER TABLE "pages" DROP COLUMN "list_category_id";
  ALTER TABLE "pages" DROP COLUMN "link_kind";
  ALTER TABLE "pages" DROP COLUMN "link_route";
  ALTER TABLE "pages" DROP COLUMN "link_page_id";
  ALTER TABLE "pages" DROP COLUMN "link_category_id";
  ALTER TABLE "pages" DROP COLUMN "link_theme_id";
  ALTER TABLE "pages" DROP COLUMN "link_url";
  ALTER TABLE "_pages_v" DROP COLUMN "version__order";
  ALTER TABLE "_pages_v" DROP COLUMN "version_kind";
  ALTER TABLE "_pages_v" DROP COLUMN "version_parent_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_list_category_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_link_kind";
  ALTER TABLE "_pages_v" DROP COLUMN "version_link_route";
  ALTER TABLE "_pages_v" DROP COLUMN "version_link_page_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_link_category_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_link_theme_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_link_url";
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_pages_link_kind";
  DROP TYPE "public"."enum__pages_v_version_kind";
  DROP TYPE "public"."enum__pages_v_version_link_kind";`)
}
