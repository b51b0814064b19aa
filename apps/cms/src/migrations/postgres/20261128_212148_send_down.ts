// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_logs_action" ADD VALUE 'send' BEFORE 'return';
  ALTER TABLE "news" ADD COLUMN "sent_from" numeric;
  ALTER TABLE "_news_v" ADD COLUMN "version_sent_from" numeric;
  CREATE INDEX "news_sent_from_idx" ON "news" USING btree ("sent_from");
  CREATE INDEX "_news_v_version_version_sent_from_idx" ON "_news_v" USING btree ("version_sent_from");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_logs_action";
  CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('create', 'update', 'delete', 'submit', 'report', 'return', 'publish', 'unpublish', 'schedule', 'login', 'login_failed', 'export', 'import', 'purge');
  ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_logs_action" USING "action"::"public"."enum_audit_logs_action";
  DROP INDEX "news_sent_from_idx";
  DROP INDEX "_news_v_version_version_sent_from_idx";
  ALTER TABLE "news" DROP COLUMN "sent_from";
  ALTER TABLE "_news_v" DROP COLUMN "version_sent_from";`)
}
