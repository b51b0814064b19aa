// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_title_idx\` ON \`news\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_title_idx\` ON \`_news_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_en\` text NOT NULL,
  	\`path_name\` text NOT NULL,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_path_name_idx\` ON \`news_categories\` (\`path_name\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_sort_idx\` ON \`news_categories\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carousels\` (
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
  await db.run(sql`CREATE INDEX \`carousels_image_idx\` ON \`carousels\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`carousels_sort_idx\` ON \`carousels\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`carousels_updated_at_idx\` ON \`carousels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carousels_created_at_idx\` ON \`carousels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'links' NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text,
  	\`image_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`links_image_idx\` ON \`links\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`links_sort_idx\` ON \`links\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`links_updated_at_idx\` ON \`links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`links_created_at_idx\` ON \`links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`platforms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`account\` text,
  	\`description\` text,
  	\`url\` text,
  	\`qrcode_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`qrcode_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`platforms_qrcode_idx\` ON \`platforms\` (\`qrcode_id\`);`)
  await db.run(sql`CREATE INDEX \`platforms_sort_idx\` ON \`platforms\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`platforms_updated_at_idx\` ON \`platforms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`platforms_created_at_idx\` ON \`platforms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`services_icon_idx\` ON \`services\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`services_sort_idx\` ON \`services\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_xs_url\` text,
  	\`sizes_xs_width\` numeric,
  	\`sizes_xs_height\` numeric,
  	\`sizes_xs_mime_type\` text,
  	\`sizes_xs_filesize\` numeric,
  	\`sizes_xs_filename\` text,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_md_url\` text,
  	\`sizes_md_width\` numeric,
  	\`sizes_md_height\` numeric,
  	\`sizes_md_mime_type\` text,
  	\`sizes_md_filesize\` numeric,
  	\`sizes_md_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	\`sizes_xl_url\` text,
  	\`sizes_xl_width\` numeric,
  	\`sizes_xl_height\` numeric,
  	\`sizes_xl_mime_type\` text,
  	\`sizes_xl_filesize\` numeric,
  	\`sizes_xl_filename\` text,
  	\`sizes_xxl_url\` text,
  	\`sizes_xxl_width\` numeric,
  	\`sizes_xxl_height\` numeric,
  	\`sizes_xxl_mime_type\` text,
  	\`sizes_xxl_filesize\` numeric,
  	\`sizes_xxl_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xs_sizes_xs_filename_idx\` ON \`media\` (\`sizes_xs_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_sm_sizes_sm_filename_idx\` ON \`media\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_md_sizes_md_filename_idx\` ON \`media\` (\`sizes_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lg_sizes_lg_filename_idx\` ON \`media\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xl_sizes_xl_filename_idx\` ON \`media\` (\`sizes_xl_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xxl_sizes_xxl_filename_idx\` ON \`media\` (\`sizes_xxl_filename\`);`)
  await db.run(sql`CREATE TABLE \`school_introductions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`image_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`school_introductions_image_idx\` ON \`school_introductions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`school_introductions_sort_idx\` ON \`school_introductions\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`school_introductions_updated_at_idx\` ON \`school_introductions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`school_introductions_created_at_idx\` ON \`school_introductions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`school_history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`image_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`school_history_image_idx\` ON \`school_history\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`school_history_sort_idx\` ON \`school_history\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`school_history_updated_at_idx\` ON \`school_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`school_history_created_at_idx\` ON \`school_history\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`campus_culture\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campus_culture_title_idx\` ON \`campus_culture\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`campus_culture_cover_idx\` ON \`campus_culture\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`campus_culture_published_at_idx\` ON \`campus_culture\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`campus_culture_updated_at_idx\` ON \`campus_culture\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campus_culture_created_at_idx\` ON \`campus_culture\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`campus_culture__status_idx\` ON \`campus_culture\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_campus_culture_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campus_culture\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_parent_idx\` ON \`_campus_culture_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version_title_idx\` ON \`_campus_culture_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version_cover_idx\` ON \`_campus_culture_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version_published_at_idx\` ON \`_campus_culture_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version_updated_at_idx\` ON \`_campus_culture_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version_created_at_idx\` ON \`_campus_culture_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_version_version__status_idx\` ON \`_campus_culture_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_created_at_idx\` ON \`_campus_culture_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_updated_at_idx\` ON \`_campus_culture_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_culture_v_latest_idx\` ON \`_campus_culture_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`leaders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`duties\` text,
  	\`photo_id\` integer,
  	\`resume\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leaders_photo_idx\` ON \`leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_sort_idx\` ON \`leaders\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`group\` text NOT NULL,
  	\`summary\` text,
  	\`phone\` text,
  	\`location\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_cover_idx\` ON \`departments\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_sort_idx\` ON \`departments\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`school_affairs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`school_affairs_title_idx\` ON \`school_affairs\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`school_affairs_cover_idx\` ON \`school_affairs\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`school_affairs_published_at_idx\` ON \`school_affairs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`school_affairs_updated_at_idx\` ON \`school_affairs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`school_affairs_created_at_idx\` ON \`school_affairs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`school_affairs__status_idx\` ON \`school_affairs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_school_affairs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`school_affairs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_parent_idx\` ON \`_school_affairs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version_title_idx\` ON \`_school_affairs_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version_cover_idx\` ON \`_school_affairs_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version_published_at_idx\` ON \`_school_affairs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version_updated_at_idx\` ON \`_school_affairs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version_created_at_idx\` ON \`_school_affairs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_version_version__status_idx\` ON \`_school_affairs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_created_at_idx\` ON \`_school_affairs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_updated_at_idx\` ON \`_school_affairs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_affairs_v_latest_idx\` ON \`_school_affairs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`format_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`format_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`format_pages_sections_order_idx\` ON \`format_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`format_pages_sections_parent_id_idx\` ON \`format_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`format_pages_sections_image_idx\` ON \`format_pages_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`format_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`title_en\` text,
  	\`summary\` text,
  	\`banner_id\` integer,
  	\`content\` text,
  	\`contact_phone\` text,
  	\`contact_address\` text,
  	\`contact_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`format_pages_key_idx\` ON \`format_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`format_pages_banner_idx\` ON \`format_pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`format_pages_updated_at_idx\` ON \`format_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`format_pages_created_at_idx\` ON \`format_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`edu_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edu_type\` text,
  	\`type\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`edu_news_edu_type_idx\` ON \`edu_news\` (\`edu_type\`);`)
  await db.run(sql`CREATE INDEX \`edu_news_type_idx\` ON \`edu_news\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`edu_news_title_idx\` ON \`edu_news\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`edu_news_cover_idx\` ON \`edu_news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`edu_news_published_at_idx\` ON \`edu_news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`edu_news_updated_at_idx\` ON \`edu_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`edu_news_created_at_idx\` ON \`edu_news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`edu_news__status_idx\` ON \`edu_news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_edu_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_edu_type\` text,
  	\`version_type\` text,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`edu_news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_edu_news_v_parent_idx\` ON \`_edu_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_edu_type_idx\` ON \`_edu_news_v\` (\`version_edu_type\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_type_idx\` ON \`_edu_news_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_title_idx\` ON \`_edu_news_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_cover_idx\` ON \`_edu_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_published_at_idx\` ON \`_edu_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_updated_at_idx\` ON \`_edu_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version_created_at_idx\` ON \`_edu_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_version_version__status_idx\` ON \`_edu_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_created_at_idx\` ON \`_edu_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_updated_at_idx\` ON \`_edu_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_edu_news_v_latest_idx\` ON \`_edu_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`edu_schools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edu_type\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`region\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`edu_schools_edu_type_idx\` ON \`edu_schools\` (\`edu_type\`);`)
  await db.run(sql`CREATE INDEX \`edu_schools_type_idx\` ON \`edu_schools\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`edu_schools_cover_idx\` ON \`edu_schools\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`edu_schools_sort_idx\` ON \`edu_schools\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`edu_schools_updated_at_idx\` ON \`edu_schools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`edu_schools_created_at_idx\` ON \`edu_schools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`teacher\` text,
  	\`schedule\` text,
  	\`location\` text,
  	\`term\` text,
  	\`capacity\` numeric DEFAULT 30,
  	\`cover_id\` integer,
  	\`summary\` text,
  	\`content\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_cover_idx\` ON \`courses\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_sort_idx\` ON \`courses\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enroll_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_type\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enroll_news_category_type_idx\` ON \`enroll_news\` (\`category_type\`);`)
  await db.run(sql`CREATE INDEX \`enroll_news_title_idx\` ON \`enroll_news\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`enroll_news_cover_idx\` ON \`enroll_news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`enroll_news_published_at_idx\` ON \`enroll_news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`enroll_news_updated_at_idx\` ON \`enroll_news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enroll_news_created_at_idx\` ON \`enroll_news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`enroll_news__status_idx\` ON \`enroll_news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_enroll_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_type\` text,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`enroll_news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_parent_idx\` ON \`_enroll_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_category_type_idx\` ON \`_enroll_news_v\` (\`version_category_type\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_title_idx\` ON \`_enroll_news_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_cover_idx\` ON \`_enroll_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_published_at_idx\` ON \`_enroll_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_updated_at_idx\` ON \`_enroll_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version_created_at_idx\` ON \`_enroll_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_version_version__status_idx\` ON \`_enroll_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_created_at_idx\` ON \`_enroll_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_updated_at_idx\` ON \`_enroll_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_enroll_news_v_latest_idx\` ON \`_enroll_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`majors_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`majors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`majors_courses_order_idx\` ON \`majors_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`majors_courses_parent_id_idx\` ON \`majors_courses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`majors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text,
  	\`level\` text NOT NULL,
  	\`category_type\` text NOT NULL,
  	\`discipline\` text,
  	\`duration\` text,
  	\`tuition\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`majors_level_idx\` ON \`majors\` (\`level\`);`)
  await db.run(sql`CREATE INDEX \`majors_category_type_idx\` ON \`majors\` (\`category_type\`);`)
  await db.run(sql`CREATE INDEX \`majors_cover_idx\` ON \`majors\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`majors_sort_idx\` ON \`majors\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`majors_updated_at_idx\` ON \`majors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`majors_created_at_idx\` ON \`majors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`learning_centers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`region\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`learning_centers_sort_idx\` ON \`learning_centers\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`learning_centers_updated_at_idx\` ON \`learning_centers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`learning_centers_created_at_idx\` ON \`learning_centers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_no\` text NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`term\` text NOT NULL,
  	\`category_type\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`id_card\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text,
  	\`education\` text NOT NULL,
  	\`level\` text NOT NULL,
  	\`major_id\` integer NOT NULL,
  	\`school_id\` integer NOT NULL,
  	\`address\` text,
  	\`remark\` text,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`major_id\`) REFERENCES \`majors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`learning_centers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_application_no_idx\` ON \`applications\` (\`application_no\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_term_idx\` ON \`applications\` (\`term\`);`)
  await db.run(sql`CREATE INDEX \`applications_category_type_idx\` ON \`applications\` (\`category_type\`);`)
  await db.run(sql`CREATE INDEX \`applications_id_card_idx\` ON \`applications\` (\`id_card\`);`)
  await db.run(sql`CREATE INDEX \`applications_major_idx\` ON \`applications\` (\`major_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_school_idx\` ON \`applications\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`id_card_major_term_idx\` ON \`applications\` (\`id_card\`,\`major_id\`,\`term\`);`)
  await db.run(sql`CREATE TABLE \`themes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`color\` text DEFAULT '0' NOT NULL,
  	\`banner_id\` integer,
  	\`intro\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`themes_banner_idx\` ON \`themes\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`themes_sort_idx\` ON \`themes\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`themes_updated_at_idx\` ON \`themes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`themes_created_at_idx\` ON \`themes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`theme_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`theme_id\` integer,
  	\`section\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`source\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`theme_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`theme_articles_theme_idx\` ON \`theme_articles\` (\`theme_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles_section_idx\` ON \`theme_articles\` (\`section\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles_title_idx\` ON \`theme_articles\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles_cover_idx\` ON \`theme_articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles_published_at_idx\` ON \`theme_articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles_updated_at_idx\` ON \`theme_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles_created_at_idx\` ON \`theme_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_articles__status_idx\` ON \`theme_articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_theme_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_theme_id\` integer,
  	\`version_section\` text,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_source\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`theme_articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_theme_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_parent_idx\` ON \`_theme_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_theme_idx\` ON \`_theme_articles_v\` (\`version_theme_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_section_idx\` ON \`_theme_articles_v\` (\`version_section\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_title_idx\` ON \`_theme_articles_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_cover_idx\` ON \`_theme_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_published_at_idx\` ON \`_theme_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_updated_at_idx\` ON \`_theme_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version_created_at_idx\` ON \`_theme_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_version_version__status_idx\` ON \`_theme_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_created_at_idx\` ON \`_theme_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_updated_at_idx\` ON \`_theme_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_articles_v_latest_idx\` ON \`_theme_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`students\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edu_type\` text NOT NULL,
  	\`student_no\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`major\` text,
  	\`grade\` text,
  	\`password_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`students_student_no_idx\` ON \`students\` (\`student_no\`);`)
  await db.run(sql`CREATE INDEX \`students_updated_at_idx\` ON \`students\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`students_created_at_idx\` ON \`students\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`edu_type_student_no_idx\` ON \`students\` (\`edu_type\`,\`student_no\`);`)
  await db.run(sql`CREATE TABLE \`scores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`year\` text NOT NULL,
  	\`period\` text NOT NULL,
  	\`course_code\` text NOT NULL,
  	\`course_name\` text NOT NULL,
  	\`score\` text NOT NULL,
  	\`credit\` numeric NOT NULL,
  	\`exam_type\` text,
  	\`status\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`scores_student_idx\` ON \`scores\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`scores_updated_at_idx\` ON \`scores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`scores_created_at_idx\` ON \`scores\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`student_year_period_idx\` ON \`scores\` (\`student_id\`,\`year\`,\`period\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_year_period_course_code_idx\` ON \`scores\` (\`student_id\`,\`year\`,\`period\`,\`course_code\`);`)
  await db.run(sql`CREATE TABLE \`letters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_code\` text NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`anonymous\` integer,
  	\`name\` text,
  	\`contact\` text,
  	\`subject\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`reply\` text,
  	\`replied_at\` text,
  	\`is_public\` integer DEFAULT false,
  	\`client_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`letters_tracking_code_idx\` ON \`letters\` (\`tracking_code\`);`)
  await db.run(sql`CREATE INDEX \`letters_status_idx\` ON \`letters\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`letters_updated_at_idx\` ON \`letters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`letters_created_at_idx\` ON \`letters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`captchas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`captchas_updated_at_idx\` ON \`captchas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`captchas_created_at_idx\` ON \`captchas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`student_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`edu_type\` text NOT NULL,
  	\`jti\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`revoked\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`student_sessions_student_idx\` ON \`student_sessions\` (\`student_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_sessions_jti_idx\` ON \`student_sessions\` (\`jti\`);`)
  await db.run(sql`CREATE INDEX \`student_sessions_updated_at_idx\` ON \`student_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_sessions_created_at_idx\` ON \`student_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`attempts_key_idx\` ON \`attempts\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`attempts_at_idx\` ON \`attempts\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`attempts_updated_at_idx\` ON \`attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attempts_created_at_idx\` ON \`attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_docs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text NOT NULL,
  	\`source_id\` numeric NOT NULL,
  	\`type\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`published_at\` text,
  	\`ref\` text,
  	\`tu\` text,
  	\`tb\` text,
  	\`bu\` text,
  	\`bb\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_docs_type_idx\` ON \`search_docs\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`search_docs_updated_at_idx\` ON \`search_docs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_docs_created_at_idx\` ON \`search_docs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`source_source_id_idx\` ON \`search_docs\` (\`source\`,\`source_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`carousels_id\` integer,
  	\`links_id\` integer,
  	\`platforms_id\` integer,
  	\`services_id\` integer,
  	\`media_id\` integer,
  	\`school_introductions_id\` integer,
  	\`school_history_id\` integer,
  	\`campus_culture_id\` integer,
  	\`leaders_id\` integer,
  	\`departments_id\` integer,
  	\`school_affairs_id\` integer,
  	\`format_pages_id\` integer,
  	\`edu_news_id\` integer,
  	\`edu_schools_id\` integer,
  	\`courses_id\` integer,
  	\`enroll_news_id\` integer,
  	\`majors_id\` integer,
  	\`learning_centers_id\` integer,
  	\`applications_id\` integer,
  	\`themes_id\` integer,
  	\`theme_articles_id\` integer,
  	\`students_id\` integer,
  	\`scores_id\` integer,
  	\`letters_id\` integer,
  	\`users_id\` integer,
  	\`captchas_id\` integer,
  	\`student_sessions_id\` integer,
  	\`attempts_id\` integer,
  	\`search_docs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousels_id\`) REFERENCES \`carousels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`links_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`platforms_id\`) REFERENCES \`platforms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_introductions_id\`) REFERENCES \`school_introductions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_history_id\`) REFERENCES \`school_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campus_culture_id\`) REFERENCES \`campus_culture\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_affairs_id\`) REFERENCES \`school_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`format_pages_id\`) REFERENCES \`format_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edu_news_id\`) REFERENCES \`edu_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`edu_schools_id\`) REFERENCES \`edu_schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enroll_news_id\`) REFERENCES \`enroll_news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`majors_id\`) REFERENCES \`majors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`learning_centers_id\`) REFERENCES \`learning_centers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`theme_articles_id\`) REFERENCES \`theme_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`scores_id\`) REFERENCES \`scores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`letters_id\`) REFERENCES \`letters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captchas_id\`) REFERENCES \`captchas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_sessions_id\`) REFERENCES \`student_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attempts_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_docs_id\`) REFERENCES \`search_docs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousels_id_idx\` ON \`payload_locked_documents_rels\` (\`carousels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_links_id_idx\` ON \`payload_locked_documents_rels\` (\`links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_platforms_id_idx\` ON \`payload_locked_documents_rels\` (\`platforms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_introductions_id_idx\` ON \`payload_locked_documents_rels\` (\`school_introductions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_history_id_idx\` ON \`payload_locked_documents_rels\` (\`school_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campus_culture_id_idx\` ON \`payload_locked_documents_rels\` (\`campus_culture_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`school_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_format_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`format_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_edu_news_id_idx\` ON \`payload_locked_documents_rels\` (\`edu_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_edu_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`edu_schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enroll_news_id_idx\` ON \`payload_locked_documents_rels\` (\`enroll_news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_majors_id_idx\` ON \`payload_locked_documents_rels\` (\`majors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_learning_centers_id_idx\` ON \`payload_locked_documents_rels\` (\`learning_centers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_theme_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`theme_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scores_id_idx\` ON \`payload_locked_documents_rels\` (\`scores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`student_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_docs_id_idx\` ON \`payload_locked_documents_rels\` (\`search_docs_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text NOT NULL,
  	\`site_name_en\` text NOT NULL,
  	\`logo_id\` integer,
  	\`address\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`postcode\` text,
  	\`copyright\` text,
  	\`icp\` text,
  	\`police_record\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`school_info_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_info_stats_order_idx\` ON \`school_info_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_info_stats_parent_id_idx\` ON \`school_info_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_info\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_en\` text,
  	\`motto\` text,
  	\`intro\` text,
  	\`cover_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`school_info_cover_idx\` ON \`school_info\` (\`cover_id\`);`)
  await db.run(sql`CREATE TABLE \`formats_overview_formats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_en\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`color\` text DEFAULT '0',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`formats_overview\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`formats_overview_formats_order_idx\` ON \`formats_overview_formats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`formats_overview_formats_parent_id_idx\` ON \`formats_overview_formats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`formats_overview_formats_cover_idx\` ON \`formats_overview_formats\` (\`cover_id\`);`)
  await db.run(sql`CREATE TABLE \`formats_overview\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`title_en\` text,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`carousels\`;`)
  await db.run(sql`DROP TABLE \`links\`;`)
  await db.run(sql`DROP TABLE \`platforms\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`school_introductions\`;`)
  await db.run(sql`DROP TABLE \`school_history\`;`)
  await db.run(sql`DROP TABLE \`campus_culture\`;`)
  await db.run(sql`DROP TABLE \`_campus_culture_v\`;`)
  await db.run(sql`DROP TABLE \`leaders\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`school_affairs\`;`)
  await db.run(sql`DROP TABLE \`_school_affairs_v\`;`)
  await db.run(sql`DROP TABLE \`format_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`format_pages\`;`)
  await db.run(sql`DROP TABLE \`edu_news\`;`)
  await db.run(sql`DROP TABLE \`_edu_news_v\`;`)
  await db.run(sql`DROP TABLE \`edu_schools\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`enroll_news\`;`)
  await db.run(sql`DROP TABLE \`_enroll_news_v\`;`)
  await db.run(sql`DROP TABLE \`majors_courses\`;`)
  await db.run(sql`DROP TABLE \`majors\`;`)
  await db.run(sql`DROP TABLE \`learning_centers\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`themes\`;`)
  await db.run(sql`DROP TABLE \`theme_articles\`;`)
  await db.run(sql`DROP TABLE \`_theme_articles_v\`;`)
  await db.run(sql`DROP TABLE \`students\`;`)
  await db.run(sql`DROP TABLE \`scores\`;`)
  await db.run(sql`DROP TABLE \`letters\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`captchas\`;`)
  await db.run(sql`DROP TABLE \`student_sessions\`;`)
  await db.run(sql`DROP TABLE \`attempts\`;`)
  await db.run(sql`DROP TABLE \`search_docs\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`school_info_stats\`;`)
  await db.run(sql`DROP TABLE \`school_info\`;`)
  await db.run(sql`DROP TABLE \`formats_overview_formats\`;`)
  await db.run(sql`DROP TABLE \`formats_overview\`;`)
}
