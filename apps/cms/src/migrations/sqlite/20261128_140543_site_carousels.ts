// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carousels\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`carousels_site_idx\` ON \`carousels\` (\`site_id\`);`)
  // 站群: the slides so far are the portal's home's.
  await db.run(sql`UPDATE carousels SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_carousels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`image_id\` integer NOT NULL,
  	\`url\` text,
  	\`enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carousels\`("id", "title", "subtitle", "image_id", "url", "enabled", "sort", "updated_at", "created_at") SELECT "id", "title", "subtitle", "image_id", "url", "enabled", "sort", "updated_at", "created_at" FROM \`carousels\`;`)
  await db.run(sql`DROP TABLE \`carousels\`;`)
  await db.run(sql`ALTER TABLE \`__new_carousels\` RENAME TO \`carousels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`carousels_image_idx\` ON \`carousels\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`carousels_sort_idx\` ON \`carousels\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`carousels_updated_at_idx\` ON \`carousels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carousels_created_at_idx\` ON \`carousels\` (\`created_at\`);`)
}
