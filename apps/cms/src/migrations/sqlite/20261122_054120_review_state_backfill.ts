// @ts-nocheck generated migration
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Documents published before review existed are "已发布", not "草稿". Keep this file right after
// the migration that adds the review_state columns.
const TABLES = ['news', 'campus_culture', 'school_affairs', 'edu_news', 'enroll_news', 'theme_articles']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await db.run(sql.raw(`UPDATE "${t}" SET "review_state" = 'published' WHERE "_status" = 'published'`))
    await db.run(
      sql.raw(`UPDATE "_${t}_v" SET "version_review_state" = 'published' WHERE "version__status" = 'published'`),
    )
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The columns go away with the previous migration's down.
}
