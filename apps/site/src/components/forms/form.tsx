'use client'

import type { ReactNode, RefObject } from 'react'
import { useHydrated } from '@/components/forms/hydration'
import { RequiredMark } from '@/components/forms/required-mark'
import type { FormErrors } from '@/components/forms/use-form-errors'

/**
 * A form checked in the browser: no native validation (the contract's schema gives the messages),
 * its validator loaded on first focus (see useSchema), and submitted without a page load.
 */
export function CheckedForm({
  formRef,
  className = 'form-grid',
  label,
  preload,
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>
  className?: string
  label?: string
  preload: () => Promise<unknown>
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      ref={formRef}
      className={className}
      noValidate
      aria-label={label}
      onFocus={() => void preload().catch(() => {})}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** A field: its label (with the “*” of a required one), the control, a hint and the first error. */
export function Field({
  f,
  field,
  label,
  required = false,
  wide = false,
  hint,
  children,
}: {
  f: FormErrors
  field: string
  label: ReactNode
  required?: boolean
  wide?: boolean
  /** Shown under the control with the id `<field>-hint`, which the control names in `f.control`. */
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label htmlFor={f.id(field)}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={f.id(`${field}-hint`)}>
          {hint}
        </p>
      )}
      {f.message(field)}
    </div>
  )
}

/** The submit button of a sign-up or letter form: waits for the page's script (see useHydrated). */
export function SubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean
  testId: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <div className="field-wide">
      <button type="submit" className="btn btn-primary" disabled={busy || !hydrated} data-testid={testId}>
        {busy ? '提交中…' : children}
      </button>
    </div>
  )
}
