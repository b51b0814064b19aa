// @ts-nocheck generated migration
import { nameUntitledPreviewLinks } from '@/collections/PreviewLinks'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preview_links" ADD COLUMN "title" varchar;`)
  // Links made before they had a name get the one a new link gets (「<title>」的预览).
  await nameUntitledPreviewLinks(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preview_links" DROP COLUMN "title";`)
}
