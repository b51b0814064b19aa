import type { Payload } from 'payload'
import { mayPublish } from '@/review/policy'

/**
 * The trash's restore dialogs (one document, or those selected in the list) offer 「恢复为已发布版本」.
 * For someone who may not publish, a restore always comes back as a draft waiting for review
 * (review/trash.ts), so the box would say something untrue: it is not shown to them.
 */
export async function RestoreChoice({
  payload,
  user,
  slug,
}: {
  payload: Payload
  user?: unknown
  slug: string
}) {
  if (!user || (await mayPublish({ payload, user: user as never }, slug))) return null
  return <style>{'.restore-button__checkbox, .restore-many__checkbox { display: none; }'}</style>
}
