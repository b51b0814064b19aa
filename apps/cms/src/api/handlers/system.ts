import { SITE_SPOKEN_PURPOSES, captchaAudio } from '@/lib/captcha'
import { isPostgres } from '@/lib/env'
import { UnavailableError } from '@/lib/errors'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import type { Handlers } from '../context'

/** The migrations this build carries: all must be applied before the instance serves. */
const known = (isPostgres ? postgresMigrations : sqliteMigrations).map((m) => m.name)

const started = Date.now()

export const systemHandlers: Handlers<
  'system.Health/check' | 'system.Health/ready' | 'system.Captcha/audio'
> = {
  'system.Captcha/audio': async (input, ctx) =>
    captchaAudio(ctx.payload, input.captcha_id, ctx.ip, SITE_SPOKEN_PURPOSES),
  'system.Health/check': async (_input, ctx) => {
    // Touches the database, so a health check fails when the database does.
    await ctx.payload.count({ collection: 'news-categories', overrideAccess: false })
    return {
      status: 'ok',
      database: isPostgres ? 'postgres' : 'sqlite',
      uptime_s: (Date.now() - started) / 1000,
    }
  },
  /**
   * Readiness, for the balancer and for a rolling restart: the database answers and every
   * migration this build carries is applied. (Liveness stays Health/check.)
   */
  'system.Health/ready': async (_input, ctx) => {
    let applied: string[]
    try {
      // Payload's own table, never public: read past access.
      const res = await ctx.payload.find({
        collection: 'payload-migrations',
        overrideAccess: true,
        limit: 0,
        pagination: false,
        depth: 0,
        select: { name: true },
      })
      applied = res.docs.map((d) => String((d as { name?: string }).name))
    } catch (e) {
      throw new UnavailableError({ database: e instanceof Error ? e.message : String(e) })
    }
    const pending = known.filter((n) => !applied.includes(n))
    const migrations = { applied: applied.length, pending }
    if (pending.length) throw new UnavailableError({ database: 'ok', migrations })
    return { status: 'ok' as const, database: 'ok' as const, migrations }
  },
}
