'use client'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { REVIEW_STATE_LABEL, type ReviewState } from '@/review/states'
import '../admin.scss'

/**
 * 状态 in an article's header: where it stands in review, not only Payload's draft/published. A
 * submitted draft says 待审核 (and a published article's submitted change says so), a sent-back one
 * 已退回, an approved one waiting for its time 定时发布; a document in the trash says it was deleted.
 */
export function ReviewStatus() {
  const { hasPublishedDoc, unpublishedVersionCount, isTrashed } = useDocumentInfo()
  const { t } = useTranslation()
  const state = useFormFields(([fields]) => fields.review_state?.value as ReviewState | undefined)
  let text: string
  if (isTrashed) text = `已删除（${hasPublishedDoc ? '删除前已发布' : '删除前为草稿'}）`
  else if (state === 'pending' || state === 'returned' || state === 'scheduled')
    text = hasPublishedDoc
      ? `已发布，修改${state === 'pending' ? '待审核' : state === 'returned' ? '已退回' : '定时发布'}`
      : REVIEW_STATE_LABEL[state]
  else if (!hasPublishedDoc) text = REVIEW_STATE_LABEL.draft
  else if (unpublishedVersionCount > 0) text = `${REVIEW_STATE_LABEL.published}（有未发布的修改）`
  else text = REVIEW_STATE_LABEL.published
  const label = t('version:status')
  return (
    <div className="status" title={`${label}: ${text}`}>
      <div className="status__value-wrap">
        <span className="status__label">{label}: </span>
        <span className={`status__value ou-status ou-status--${isTrashed ? 'trashed' : (state ?? 'draft')}`}>
          {text}
        </span>
      </div>
    </div>
  )
}
