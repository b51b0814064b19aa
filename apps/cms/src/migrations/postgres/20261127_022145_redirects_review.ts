// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_state" AS ENUM('active', 'pending');
  ALTER TABLE "redirects" ADD COLUMN "state" "enum_redirects_state" DEFAULT 'active' NOT NULL;
  CREATE INDEX "redirects_state_idx" ON "redirects" USING btree ("state");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "redirects_state_idx";
  ALTER TABLE "redirects" DROP COLUMN "state";
  DROP TYPE "public"."enum_redirects_state";`)
}
