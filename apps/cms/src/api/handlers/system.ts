import { isPostgres } from '@/lib/env'
import type { Handlers } from '../context'

const started = Date.now()

export const systemHandlers: Handlers<'system.Health/check'> = {
  'system.Health/check': async (_input, ctx) => {
    // Touches the database, so a health check fails when the database does.
    await ctx.payload.count({ collection: 'news-categories' })
    return {
      status: 'ok',
      database: isPostgres ? 'postgres' : 'sqlite',
      uptime_s: (Date.now() - started) / 1000,
    }
  },
}
