'use server'

import { PreviewBody } from '@/components/preview/preview-body'
import { loadDraftPreview } from '@/lib/api'

/**
 * The console's live preview as the editor types: the draft with their unsaved form values over it,
 * rendered as the page would show it. The cms checks the token (a live-preview token of a signed-in
 * editor) and stores nothing; null leaves the frame as it is.
 */
export async function renderDraft(token: string, draft: Record<string, unknown>) {
  if (typeof token !== 'string' || !draft || typeof draft !== 'object' || Array.isArray(draft)) return null
  const p = await loadDraftPreview(token, draft)
  return p ? <PreviewBody p={p} /> : null
}
