// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inspection_runs_mode" AS ENUM('full', 'incremental');
  ALTER TABLE "inspection_runs" ADD COLUMN "mode" "enum_inspection_runs_mode" DEFAULT 'full';
  ALTER TABLE "inspection_runs" ADD COLUMN "link_cache" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inspection_runs" DROP COLUMN "mode";
  ALTER TABLE "inspection_runs" DROP COLUMN "link_cache";
  DROP TYPE "public"."enum_inspection_runs_mode";`)
}
