// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`reported_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`report_note\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`source_withdrawn\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`news_reported_from_idx\` ON \`news\` (\`reported_from\`);`)
  await db.run(sql`CREATE INDEX \`news_source_withdrawn_idx\` ON \`news\` (\`source_withdrawn\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_reported_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_report_note\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_source_withdrawn\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_reported_from_idx\` ON \`_news_v\` (\`version_reported_from\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_source_withdrawn_idx\` ON \`_news_v\` (\`version_source_withdrawn\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`news_reported_from_idx\`;`)
  await db.run(sql`DROP INDEX \`news_source_withdrawn_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`reported_from\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`report_note\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`source_withdrawn\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_reported_from_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_source_withdrawn_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_reported_from\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_report_note\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_source_withdrawn\`;`)
}
