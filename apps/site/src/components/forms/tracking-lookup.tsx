'use client'

import { useEffect, useState, type ReactNode } from 'react'
import type { CallData } from '@ou/contract'
import { TRACKING_CODE } from '@ou/contract/ids'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useApi } from '@/components/providers/api'
import { useThrottle } from '@/lib/use-throttle'

type LookupCall = 'mailbox.Letter/query' | 'disclosure.Request/query'

/**
 * Looking something a visitor filed up by its 12-character tracking code (a letter, a request for
 * disclosure): the form, its check, the call, "not found"; `children` shows what was found.
 */
export function TrackingLookup<C extends LookupCall>({
  call,
  code: given,
  scope,
  title,
  label,
  notFound,
  children,
}: {
  call: C
  code?: string
  /** The form's id prefix (useFormErrors). */
  scope: string
  /** The form's accessible name. */
  title: string
  label: string
  notFound: string
  children: (found: CallData<C>) => ReactNode
}) {
  const api = useApi()
  const f = useFormErrors(scope)
  const [code, setCode] = useState(given ?? '')
  const [found, setFound] = useState<CallData<C> | null>(null)
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    if (given) setCode(given)
  }, [given])

  const submit = useThrottle(async () => {
    const value = code.trim().toUpperCase()
    if (!TRACKING_CODE.test(value)) return f.show({ tracking_code: ['查询码为 12 位字母或数字'] })
    f.show({})
    const r = await api.request(call, { tracking_code: value } as never)
    setFound(r.ok ? (r.data as CallData<C>) : null)
    setMissing(!r.ok)
  })
  return (
    <div className="letter-lookup">
      <form
        ref={f.formRef}
        className="inline-form"
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor={f.id('tracking_code')}>{label}</label>
        <input
          id={f.id('tracking_code')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value)
            f.clear('tracking_code')
          }}
          maxLength={12}
          autoComplete="off"
          spellCheck={false}
          placeholder="12 位查询码"
          {...f.control('tracking_code')}
        />
        <button type="submit" className="btn btn-primary">
          查询
        </button>
      </form>
      {f.message('tracking_code')}
      <div aria-live="polite">
        {missing && <p className="muted">{notFound}</p>}
        {found && children(found)}
      </div>
    </div>
  )
}
