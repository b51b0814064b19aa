// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inspection_findings\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_site_idx\` ON \`inspection_findings\` (\`site_id\`);`)
  // Findings kept from earlier runs belong to their page's site (站群), the portal's when none.
  await db.run(sql`UPDATE inspection_findings SET site_id = (SELECT s.id FROM sites s WHERE inspection_findings.url LIKE '%/sites/' || s.slug || '/%' OR inspection_findings.url LIKE '%/sites/' || s.slug ORDER BY length(s.slug) DESC LIMIT 1);`)
  await db.run(sql`UPDATE inspection_findings SET site_id = (SELECT id FROM sites WHERE slug = 'portal') WHERE site_id IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inspection_findings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`run_id\` integer,
  	\`kind\` text NOT NULL,
  	\`severity\` text,
  	\`url\` text,
  	\`target\` text,
  	\`element\` text,
  	\`message\` text NOT NULL,
  	\`editor_id\` integer,
  	\`first_seen\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`run_id\`) REFERENCES \`inspection_runs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`editor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inspection_findings\`("id", "run_id", "kind", "severity", "url", "target", "element", "message", "editor_id", "first_seen", "key", "updated_at", "created_at") SELECT "id", "run_id", "kind", "severity", "url", "target", "element", "message", "editor_id", "first_seen", "key", "updated_at", "created_at" FROM \`inspection_findings\`;`)
  await db.run(sql`DROP TABLE \`inspection_findings\`;`)
  await db.run(sql`ALTER TABLE \`__new_inspection_findings\` RENAME TO \`inspection_findings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inspection_findings_run_idx\` ON \`inspection_findings\` (\`run_id\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_kind_idx\` ON \`inspection_findings\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_editor_idx\` ON \`inspection_findings\` (\`editor_id\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_key_idx\` ON \`inspection_findings\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_updated_at_idx\` ON \`inspection_findings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspection_findings_created_at_idx\` ON \`inspection_findings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`run_kind_idx\` ON \`inspection_findings\` (\`run_id\`,\`kind\`);`)
}
