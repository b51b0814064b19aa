// Where the cms keeps its data, resolved the way the cms itself resolves it: the root .env, then
// the environment. Shared by the backup and restore commands.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const rootDir = path.resolve(cmsDir, '../..')

export function loadDotEnv() {
  const file = path.join(rootDir, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** The database and media directory of this installation (empty env values mean "unset"). */
export function store(env = process.env) {
  const databaseUrl = env.DATABASE_URL?.trim() ?? ''
  const postgres = /^postgres(ql)?:\/\//.test(databaseUrl)
  return {
    kind: postgres ? 'postgres' : 'sqlite',
    databaseUrl,
    sqliteFile: env.SQLITE_FILE?.trim() || path.join(cmsDir, 'data/cms.db'),
    mediaDir: env.MEDIA_DIR?.trim() || path.join(cmsDir, 'media'),
  }
}

/** `postgres://…` with the password hidden, for messages. */
export const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
