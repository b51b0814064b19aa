import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from './env'

/**
 * Short-lived signed tokens for the console's live preview (`lp.<collection>.<id>.<expiry>.<mac>`):
 * the console builds the preview address for a signed-in editor, so no record is stored. Links
 * shared with people without an account are stored records instead (`preview-links`), which can
 * be revoked.
 */
const PREFIX = 'lp'
export const LIVE_PREVIEW_TTL_MS = 2 * 3_600_000

const mac = (body: string) =>
  createHmac('sha256', `preview:${env.payloadSecret}`).update(body).digest('base64url')

export function signLivePreview(collection: string, id: number | string, now = Date.now()): string {
  const body = `${PREFIX}.${collection}.${id}.${Math.floor((now + LIVE_PREVIEW_TTL_MS) / 1000)}`
  return `${body}.${mac(body)}`
}

/** The document a live-preview token names, or null when it is forged or expired. */
export function readLivePreview(token: string, now = Date.now()): { collection: string; id: number } | null {
  const parts = token.split('.')
  if (parts.length !== 5 || parts[0] !== PREFIX) return null
  const [, collection, id, expiry, given] = parts as [string, string, string, string, string]
  const expected = Buffer.from(mac(parts.slice(0, 4).join('.')))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (!/^\d+$/.test(id) || !/^[a-z-]+$/.test(collection) || Number(expiry) * 1000 < now) return null
  return { collection, id: Number(id) }
}

export const isLivePreviewToken = (token: string) => token.startsWith(`${PREFIX}.`)
