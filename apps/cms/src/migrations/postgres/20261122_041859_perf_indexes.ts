// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "_status_published_at_createdAt_title_idx" ON "news" USING btree ("_status","published_at","created_at","title");
  CREATE INDEX "category__status_published_at_createdAt_title_idx" ON "news" USING btree ("category_id","_status","published_at","created_at","title");
  CREATE INDEX "compound_index_idx" ON "_news_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_1_idx" ON "_news_v" USING btree ("version_category_id","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "_status_published_at_createdAt_title_1_idx" ON "campus_culture" USING btree ("_status","published_at","created_at","title");
  CREATE INDEX "compound_index_2_idx" ON "_campus_culture_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "_status_published_at_createdAt_title_2_idx" ON "school_affairs" USING btree ("_status","published_at","created_at","title");
  CREATE INDEX "compound_index_3_idx" ON "_school_affairs_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "edu_type__status_published_at_createdAt_title_idx" ON "edu_news" USING btree ("edu_type","_status","published_at","created_at","title");
  CREATE INDEX "edu_type_type__status_published_at_createdAt_title_idx" ON "edu_news" USING btree ("edu_type","type","_status","published_at","created_at","title");
  CREATE INDEX "compound_index_4_idx" ON "_edu_news_v" USING btree ("version_edu_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_5_idx" ON "_edu_news_v" USING btree ("version_edu_type","version_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "_status_published_at_createdAt_title_3_idx" ON "enroll_news" USING btree ("_status","published_at","created_at","title");
  CREATE INDEX "category_type__status_published_at_createdAt_title_idx" ON "enroll_news" USING btree ("category_type","_status","published_at","created_at","title");
  CREATE INDEX "compound_index_6_idx" ON "_enroll_news_v" USING btree ("version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_7_idx" ON "_enroll_news_v" USING btree ("version_category_type","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "theme__status_published_at_createdAt_title_idx" ON "theme_articles" USING btree ("theme_id","_status","published_at","created_at","title");
  CREATE INDEX "theme_section__status_published_at_createdAt_title_idx" ON "theme_articles" USING btree ("theme_id","section","_status","published_at","created_at","title");
  CREATE INDEX "compound_index_8_idx" ON "_theme_articles_v" USING btree ("version_theme_id","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "compound_index_9_idx" ON "_theme_articles_v" USING btree ("version_theme_id","version_section","version__status","version_published_at","version_created_at","version_title");
  CREATE INDEX "is_public_status_replied_at_idx" ON "letters" USING btree ("is_public","status","replied_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_status_published_at_createdAt_title_idx";
  DROP INDEX "category__status_published_at_createdAt_title_idx";
  DROP INDEX "compound_index_idx";
  DROP INDEX "compound_index_1_idx";
  DROP INDEX "_status_published_at_createdAt_title_1_idx";
  DROP INDEX "compound_index_2_idx";
  DROP INDEX "_status_published_at_createdAt_title_2_idx";
  DROP INDEX "compound_index_3_idx";
  DROP INDEX "edu_type__status_published_at_createdAt_title_idx";
  DROP INDEX "edu_type_type__status_published_at_createdAt_title_idx";
  DROP INDEX "compound_index_4_idx";
  DROP INDEX "compound_index_5_idx";
  DROP INDEX "_status_published_at_createdAt_title_3_idx";
  DROP INDEX "category_type__status_published_at_createdAt_title_idx";
  DROP INDEX "compound_index_6_idx";
  DROP INDEX "compound_index_7_idx";
  DROP INDEX "theme__status_published_at_createdAt_title_idx";
  DROP INDEX "theme_section__status_published_at_createdAt_title_idx";
  DROP INDEX "compound_index_8_idx";
  DROP INDEX "compound_index_9_idx";
  DROP INDEX "is_public_status_replied_at_idx";`)
}
