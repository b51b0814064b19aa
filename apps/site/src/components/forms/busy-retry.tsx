'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { Failure, Outcome } from '@ou/contract/client'

/** Automatic resends of one submission before the visitor is asked to try again. */
export const BUSY_RETRIES = 8

/** What a form shows while it waits to send again. */
export const BUSY_RETRY_TEXT = '系统繁忙，正在自动重试…'

/**
 * Calls the server refused with 503 and Retry-After (logins queued for a password check on
 * score-release day, the database away for a moment; docs/api.md) are sent again by themselves:
 * the form counts down, then sends what the visitor typed once more. The one place where every
 * form that submits waits: score login, sign-up, mailbox letter, disclosure request. A 503 is
 * answered before anything is saved, so a resend cannot make a second copy (docs/deploy.md,
 * "A database blip").
 */
export function useBusyRetry(max = BUSY_RETRIES) {
  const [wait, setWait] = useState<{ seconds: number; text: string } | null>(null)
  const [gaveUp, setGaveUp] = useState(false)
  const resume = useRef<(() => void) | null>(null)

  /**
   * Makes the call until it is answered with anything but a 503, waiting Retry-After seconds (1 to
   * 60; 3 without one) between tries: the answer, or null once `max` resends were refused too.
   * `text` names the wait for a given refusal (BUSY_RETRY_TEXT otherwise).
   */
  const send = useCallback(
    async <T,>(call: () => Promise<Outcome<T>>, text?: (f: Failure) => string | undefined) => {
      for (let tries = 0; ; tries++) {
        const r = await call()
        if (r.ok || r.status !== 503) {
          setGaveUp(false)
          return r
        }
        if (tries >= max) {
          setGaveUp(true)
          return null
        }
        resume.current?.()
        await new Promise<void>((done) => {
          resume.current = done
          const seconds = Math.max(1, Math.min(60, Math.ceil(r.retryAfter ?? 3)))
          setWait({ seconds, text: text?.(r) ?? BUSY_RETRY_TEXT })
        })
      }
    },
    [max],
  )

  useEffect(() => {
    if (wait === null) return
    const t = setTimeout(() => {
      if (wait.seconds > 1) return setWait({ ...wait, seconds: wait.seconds - 1 })
      setWait(null)
      const done = resume.current
      resume.current = null
      done?.()
    }, 1000)
    return () => clearTimeout(t)
  }, [wait])

  return { waiting: wait !== null, seconds: wait?.seconds ?? 0, text: wait?.text ?? '', gaveUp, send }
}

/** The countdown of `useBusyRetry`, or its giving up, above the form's fields. */
export function BusyRetryStatus({
  busy,
  testId,
  label = '自动重试',
}: {
  busy: ReturnType<typeof useBusyRetry>
  testId: string
  label?: string
}) {
  if (busy.waiting)
    return (
      <p className="form-alert form-queue field-wide" role="status" data-testid={testId}>
        {busy.text} {busy.seconds} 秒后{label}
      </p>
    )
  if (busy.gaveUp)
    return (
      <p className="form-alert field-wide" role="alert" data-testid={testId}>
        系统仍然繁忙，已填写的内容都还在，请稍后再试一次
      </p>
    )
  return null
}
