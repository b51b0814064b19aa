// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`majors_teaching_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`semester\` numeric NOT NULL,
  	\`code\` text,
  	\`name\` text NOT NULL,
  	\`credits\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'required' NOT NULL,
  	\`assessment\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`majors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`majors_teaching_plan_order_idx\` ON \`majors_teaching_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`majors_teaching_plan_parent_id_idx\` ON \`majors_teaching_plan\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`majors_teaching_plan\`;`)
}
