'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorsMap } from '@ou/contract/errors'

/**
 * Per-field error messages of a form: the messages next to their fields, `aria-invalid` and
 * `aria-describedby` on the fields, and focus on the first invalid field (in page order) each
 * time errors are shown. `prefix` keeps element ids unique when a page has several forms.
 */
export function useFormErrors(prefix: string) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<ErrorsMap>({})
  const [focusTick, setFocusTick] = useState(0)

  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusTick])

  const show = useCallback((next: ErrorsMap) => {
    setErrors(next)
    if (Object.keys(next).length) setFocusTick((t) => t + 1)
  }, [])
  const clear = useCallback((field: string) => {
    setErrors((e) => {
      if (!e[field]) return e
      const rest = { ...e }
      delete rest[field]
      return rest
    })
  }, [])

  const id = (field: string) => `${prefix}-${field}`
  const errorId = (field: string) => `${prefix}-${field}-error`
  const has = (field: string) => Boolean(errors[field]?.length)
  /** Props of the control (or each control of a group) that edits `field`. */
  const control = (field: string, hint?: string) => {
    const describedBy = [hint, has(field) ? errorId(field) : undefined].filter(Boolean).join(' ')
    return {
      'aria-invalid': has(field) || undefined,
      'aria-describedby': describedBy || undefined,
    }
  }
  /** The field's first message (one clear sentence; the toast carries all of them). */
  const message = (field: string) =>
    has(field) ? (
      <p className="field-error" id={errorId(field)}>
        {errors[field]![0]}
      </p>
    ) : null

  return { formRef, errors, show, clear, id, control, message }
}

export type FormErrors = ReturnType<typeof useFormErrors>
