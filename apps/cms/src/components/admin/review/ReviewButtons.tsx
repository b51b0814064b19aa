'use client'
import {
  Button,
  PublishButton,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormModified,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback } from 'react'

/**
 * The publish slot of an article's edit view. People who may publish get Payload's publish button
 * (with its "schedule" menu) and, for a submitted draft, "send back"; everyone else submits the
 * draft for review.
 */
export function ReviewButtons() {
  const { id, collectionSlug, hasPublishPermission } = useDocumentInfo()
  const { submit } = useForm()
  const modified = useFormModified()
  const state = useFormFields(([fields]) => fields.review_state?.value as string | undefined)
  const {
    config: {
      routes: { api },
    },
  } = useConfig()

  const saveAs = useCallback(
    async (review_state: 'pending' | 'returned') => {
      const done = await submit({
        action: formatAdminURL({
          apiRoute: api,
          path: `/${collectionSlug}${id ? `/${id}` : ''}?draft=true&depth=0`,
        }),
        method: id ? 'PATCH' : 'POST',
        overrides: { _status: 'draft', review_state },
        // Sending back needs only the comment; a submission should be complete.
        skipValidation: review_state === 'returned',
        // The save's own message says 「草稿成功保存」: say what happened instead (errors still show).
        disableSuccessStatus: true,
      })
      if (done && done.res.ok)
        toast.success(
          review_state === 'pending' ? '已提交审核，等待审核员发布。' : '已退回修改，编辑将看到审核意见。',
        )
    },
    [api, collectionSlug, id, submit],
  )

  if (!hasPublishPermission) {
    const submitted = state === 'pending' && !modified
    return (
      <Button buttonStyle="primary" size="medium" disabled={submitted} onClick={() => void saveAs('pending')}>
        {submitted ? '已提交审核' : '提交审核'}
      </Button>
    )
  }
  return (
    <>
      {state === 'pending' && (
        <Button buttonStyle="secondary" size="medium" onClick={() => void saveAs('returned')}>
          退回修改
        </Button>
      )}
      <PublishButton />
    </>
  )
}
