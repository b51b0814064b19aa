// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inspection_runs\` ADD \`mode\` text DEFAULT 'full';`)
  await db.run(sql`ALTER TABLE \`inspection_runs\` ADD \`link_cache\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inspection_runs\` DROP COLUMN \`mode\`;`)
  await db.run(sql`ALTER TABLE \`inspection_runs\` DROP COLUMN \`link_cache\`;`)
}
