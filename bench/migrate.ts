/** Applies the cms migrations to the database named by the environment, then exits. */
import config from '../apps/cms/src/payload.config'
import { migrations as sqliteMigrations } from '../apps/cms/src/migrations/sqlite'
import { migrations as postgresMigrations } from '../apps/cms/src/migrations/postgres'
import { isPostgres } from '../apps/cms/src/lib/env'
import { getPayload, type Migration } from 'payload'

const payload = await getPayload({ config })
await payload.db.migrate({
  migrations: (isPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[],
})
process.exit(0)
