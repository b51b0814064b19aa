import { REVIEW_STATE_LABEL, type ReviewState } from '@/review/states'
import '../admin.scss'

/** The review state in list views, coloured so a queue reads at a glance. */
export function ReviewStateCell({ cellData }: { cellData?: unknown }) {
  const state = (typeof cellData === 'string' ? cellData : 'draft') as ReviewState
  return <span className={`ou-state ou-state--${state}`}>{REVIEW_STATE_LABEL[state] ?? state}</span>
}
