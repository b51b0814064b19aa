'use client'

import { useCallback, useRef } from 'react'

/**
 * A form's validator, loaded when the visitor first focuses the form (or submits it) rather than
 * with the page: zod and the schema stay out of every page's first load and out of prefetches.
 */
export function useSchema<T>(load: () => Promise<T>): () => Promise<T> {
  const pending = useRef<Promise<T> | null>(null)
  return useCallback(() => {
    pending.current ??= load().catch((error: unknown) => {
      // A failed download may be retried on the next submit.
      pending.current = null
      throw error
    })
    return pending.current
  }, [load])
}
