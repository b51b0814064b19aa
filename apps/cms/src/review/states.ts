import { labelMap, optionsOf } from '@/lib/labels'

/** Where a document stands in review; stored on every version, so list views show and filter it. */
export const REVIEW_STATES = optionsOf({
  draft: '草稿',
  pending: '待审核',
  returned: '已退回',
  published: '已发布',
  scheduled: '定时发布',
})
export type ReviewState = (typeof REVIEW_STATES)[number]['value']

export const REVIEW_STATE_LABEL = labelMap(REVIEW_STATES)
