// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`state\` text DEFAULT 'active' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`redirects_state_idx\` ON \`redirects\` (\`state\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`redirects_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`state\`;`)
}
