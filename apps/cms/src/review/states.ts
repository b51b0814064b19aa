import { labelMap } from '@/lib/labels'

/** Where a document stands in review; stored on every version, so list views show and filter it. */
export const REVIEW_STATES = [
  { label: '草稿', value: 'draft' },
  { label: '待审核', value: 'pending' },
  { label: '已退回', value: 'returned' },
  { label: '已发布', value: 'published' },
  { label: '定时发布', value: 'scheduled' },
] as const
export type ReviewState = (typeof REVIEW_STATES)[number]['value']

export const REVIEW_STATE_LABEL = labelMap(REVIEW_STATES)
