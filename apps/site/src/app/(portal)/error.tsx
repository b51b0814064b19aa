'use client'

import { ErrorView } from '@/components/layout/error-view'
import { serverError, unavailableMessage, useErrorReport } from '@/lib/use-error-report'

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  useErrorReport(error)
  const e = serverError(error)
  const status = typeof e?.status === 'number' ? e.status : 500
  const message = e?.digest ? unavailableMessage(e.digest) : e?.message || '服务器内部错误'
  return <ErrorView status={status} message={message} onRetry={retry} />
}
