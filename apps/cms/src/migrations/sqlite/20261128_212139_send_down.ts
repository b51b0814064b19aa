// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`sent_from\` numeric;`)
  await db.run(sql`CREATE INDEX \`news_sent_from_idx\` ON \`news\` (\`sent_from\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_sent_from\` numeric;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_sent_from_idx\` ON \`_news_v\` (\`version_sent_from\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`news_sent_from_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`sent_from\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_sent_from_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_sent_from\`;`)
}
