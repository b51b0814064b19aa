// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_menu_order_idx\` ON \`sites_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_menu_parent_id_idx\` ON \`sites_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sites_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_footer_links_order_idx\` ON \`sites_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_footer_links_parent_id_idx\` ON \`sites_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`notice_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`notice_text\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`notice_link\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_menu\`;`)
  await db.run(sql`DROP TABLE \`sites_footer_links\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`notice_enabled\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`notice_text\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`notice_link\`;`)
}
