import { REVIEW_STATE_LABEL, type ReviewState } from '@/review/states'
import '../admin.scss'

/**
 * The review state in list views, coloured so a queue reads at a glance. A document in the trash is
 * off the site whatever its state was: it says so (已删除), with the state it had before.
 */
export function ReviewStateCell({
  cellData,
  rowData,
}: {
  cellData?: unknown
  rowData?: { deletedAt?: string | null }
}) {
  const state = (typeof cellData === 'string' ? cellData : 'draft') as ReviewState
  const label = REVIEW_STATE_LABEL[state] ?? state
  if (rowData?.deletedAt)
    return (
      <span className="ou-state ou-state--trashed" title={`删除前：${label}`}>
        已删除（删除前：{label}）
      </span>
    )
  return <span className={`ou-state ou-state--${state}`}>{label}</span>
}
