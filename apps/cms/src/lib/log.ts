import type { PayloadLogger } from 'payload'

type Log = Pick<PayloadLogger, 'error' | 'warn' | 'info'>

/** Outside the production server (scripts, tests): plain console lines. */
const fallback: Log = {
  error: ((obj: unknown, msg?: string) => console.error(msg ?? '', obj)) as Log['error'],
  warn: ((obj: unknown, msg?: string) => console.warn(msg ?? '', obj)) as Log['warn'],
  info: ((obj: unknown, msg?: string) => console.log(msg ?? '', obj)) as Log['info'],
}

/**
 * The process's JSON logger (made by server.mjs, shared with Payload): every line written while a
 * request is answered carries its id.
 */
export const log = (): Log =>
  ((globalThis as Record<symbol, unknown>)[Symbol.for('ou.log')] as Log) ?? fallback
