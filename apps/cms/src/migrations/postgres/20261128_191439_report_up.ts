// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_logs_action" ADD VALUE 'report' BEFORE 'return';
  ALTER TABLE "news" ADD COLUMN "reported_from" numeric;
  ALTER TABLE "news" ADD COLUMN "report_note" varchar;
  ALTER TABLE "news" ADD COLUMN "source_withdrawn" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_reported_from" numeric;
  ALTER TABLE "_news_v" ADD COLUMN "version_report_note" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_source_withdrawn" boolean DEFAULT false;
  CREATE INDEX "news_reported_from_idx" ON "news" USING btree ("reported_from");
  CREATE INDEX "news_source_withdrawn_idx" ON "news" USING btree ("source_withdrawn");
  CREATE INDEX "_news_v_version_version_reported_from_idx" ON "_news_v" USING btree ("version_reported_from");
  CREATE INDEX "_news_v_version_version_source_withdrawn_idx" ON "_news_v" USING btree ("version_source_withdrawn");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_logs_action";
  CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('create', 'update', 'delete', 'submit', 'return', 'publish', 'unpublish', 'schedule', 'login', 'login_failed', 'export', 'import', 'purge');
  ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_logs_action" USING "action"::"public"."enum_audit_logs_action";
  DROP INDEX "news_reported_from_idx";
  DROP INDEX "news_source_withdrawn_idx";
  DROP INDEX "_news_v_version_version_reported_from_idx";
  DROP INDEX "_news_v_version_version_source_withdrawn_idx";
  ALTER TABLE "news" DROP COLUMN "reported_from";
  ALTER TABLE "news" DROP COLUMN "report_note";
  ALTER TABLE "news" DROP COLUMN "source_withdrawn";
  ALTER TABLE "_news_v" DROP COLUMN "version_reported_from";
  ALTER TABLE "_news_v" DROP COLUMN "version_report_note";
  ALTER TABLE "_news_v" DROP COLUMN "version_source_withdrawn";`)
}
