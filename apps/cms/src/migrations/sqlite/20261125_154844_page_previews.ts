// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`preview_links_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_pages_id_idx\` ON \`preview_links_rels\` (\`pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_preview_links_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`campus_culture_id\` integer,
  	\`school_affairs_id\` integer,
  	\`edu_news_id\` integer,
  	\`enroll_news_id\` integer,
  	\`themes_id\` integer,
  	\`theme_articles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`preview_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campus_culture_id\`) REFERENCES \`campus_culture\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_affairs_id\`) REFERENCES \`school_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edu_news_id\`) REFERENCES \`edu_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enroll_news_id\`) REFERENCES \`enroll_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`theme_articles_id\`) REFERENCES \`theme_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_preview_links_rels\`("id", "order", "parent_id", "path", "news_id", "campus_culture_id", "school_affairs_id", "edu_news_id", "enroll_news_id", "themes_id", "theme_articles_id") SELECT "id", "order", "parent_id", "path", "news_id", "campus_culture_id", "school_affairs_id", "edu_news_id", "enroll_news_id", "themes_id", "theme_articles_id" FROM \`preview_links_rels\`;`)
  await db.run(sql`DROP TABLE \`preview_links_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_preview_links_rels\` RENAME TO \`preview_links_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_order_idx\` ON \`preview_links_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_parent_idx\` ON \`preview_links_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_path_idx\` ON \`preview_links_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_news_id_idx\` ON \`preview_links_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_campus_culture_id_idx\` ON \`preview_links_rels\` (\`campus_culture_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_school_affairs_id_idx\` ON \`preview_links_rels\` (\`school_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_edu_news_id_idx\` ON \`preview_links_rels\` (\`edu_news_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_enroll_news_id_idx\` ON \`preview_links_rels\` (\`enroll_news_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_themes_id_idx\` ON \`preview_links_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_rels_theme_articles_id_idx\` ON \`preview_links_rels\` (\`theme_articles_id\`);`)
}
