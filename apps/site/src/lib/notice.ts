import type { Notice } from '@ou/contract'

/** Whether the notice is within its start and end times at `now` (ms). */
export function noticeShownAt(notice: Notice | null | undefined, now: number): boolean {
  if (!notice) return false
  if (notice.starts_at && Date.parse(notice.starts_at) > now) return false
  if (notice.ends_at && Date.parse(notice.ends_at) <= now) return false
  return true
}
