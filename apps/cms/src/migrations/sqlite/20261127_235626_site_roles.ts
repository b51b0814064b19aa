// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_site_roles_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users_site_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_site_roles_roles_order_idx\` ON \`users_site_roles_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_site_roles_roles_parent_idx\` ON \`users_site_roles_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_site_roles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_site_roles_order_idx\` ON \`users_site_roles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_site_roles_parent_id_idx\` ON \`users_site_roles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_site_roles_site_idx\` ON \`users_site_roles\` (\`site_id\`);`)
  // Accounts from before the rows: their site roles on each of their sites (sites/siteRoles.ts).
  await db.run(sql`INSERT INTO users_site_roles (_order, _parent_id, id, site_id)
    SELECT COALESCE(r."order", 1), r.parent_id, 'migrated-' || r.parent_id || '-' || r.sites_id, r.sites_id
    FROM users_rels r
    WHERE r.path = 'sites' AND r.sites_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM users_roles x WHERE x.parent_id = r.parent_id AND x.value IN ('siteAdmin', 'editor', 'reviewer'));`)
  await db.run(sql`INSERT INTO users_site_roles_roles ("order", parent_id, value)
    SELECT ur."order", s.id, ur.value
    FROM users_site_roles s JOIN users_roles ur ON ur.parent_id = s._parent_id
    WHERE s.id LIKE 'migrated-%' AND ur.value IN ('siteAdmin', 'editor', 'reviewer');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_site_roles_roles\`;`)
  await db.run(sql`DROP TABLE \`users_site_roles\`;`)
}
