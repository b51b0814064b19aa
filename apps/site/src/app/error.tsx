'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/layout/error-view'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-guard'

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
    if (isChunkLoadError(error)) reloadForStaleChunk()
  }, [error])
  const e = error instanceof Error ? (error as Error & { digest?: string; status?: number }) : null
  const status = typeof e?.status === 'number' ? e.status : 500
  const message = e?.digest ? `服务暂时不可用（错误编号 ${e.digest}）` : e?.message || '服务器内部错误'
  return <ErrorView status={status} message={message} onRetry={retry} />
}
