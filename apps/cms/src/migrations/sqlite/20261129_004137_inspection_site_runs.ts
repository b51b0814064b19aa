// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inspection_runs\` ADD \`site_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_site_idx\` ON \`inspection_runs\` (\`site_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inspection_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text DEFAULT 'running',
  	\`trigger\` text,
  	\`mode\` text DEFAULT 'full',
  	\`started_by_id\` integer,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`duration_ms\` numeric,
  	\`pages\` numeric,
  	\`links\` numeric,
  	\`total\` numeric,
  	\`count_link\` numeric,
  	\`count_external\` numeric,
  	\`count_stale\` numeric,
  	\`count_empty\` numeric,
  	\`count_wording\` numeric,
  	\`count_deadline\` numeric,
  	\`count_uptime\` numeric,
  	\`notes\` text,
  	\`link_cache\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`started_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inspection_runs\`("id", "title", "status", "trigger", "mode", "started_by_id", "started_at", "finished_at", "duration_ms", "pages", "links", "total", "count_link", "count_external", "count_stale", "count_empty", "count_wording", "count_deadline", "count_uptime", "notes", "link_cache", "updated_at", "created_at") SELECT "id", "title", "status", "trigger", "mode", "started_by_id", "started_at", "finished_at", "duration_ms", "pages", "links", "total", "count_link", "count_external", "count_stale", "count_empty", "count_wording", "count_deadline", "count_uptime", "notes", "link_cache", "updated_at", "created_at" FROM \`inspection_runs\`;`)
  await db.run(sql`DROP TABLE \`inspection_runs\`;`)
  await db.run(sql`ALTER TABLE \`__new_inspection_runs\` RENAME TO \`inspection_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inspection_runs_started_by_idx\` ON \`inspection_runs\` (\`started_by_id\`);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_started_at_idx\` ON \`inspection_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_updated_at_idx\` ON \`inspection_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inspection_runs_created_at_idx\` ON \`inspection_runs\` (\`created_at\`);`)
}
