import { useEffect } from 'react'
import { isChunkLoadError, reloadForStaleChunk } from './chunk-guard'

/** What both error boundaries do with their error: log it, and reload once for a chunk a deploy removed. */
export function useErrorReport(error: unknown) {
  useEffect(() => {
    console.error(error)
    if (isChunkLoadError(error)) reloadForStaleChunk()
  }, [error])
}

/** The error with the fields Next.js and the API add to a server error, when it is an Error. */
export const serverError = (error: unknown) =>
  error instanceof Error ? (error as Error & { digest?: string; status?: number }) : null

/** The line shown for a server error whose message was withheld behind a digest. */
export const unavailableMessage = (digest: string) => `服务暂时不可用（错误编号 ${digest}）`
