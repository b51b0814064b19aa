'use client'

import { useEffect, useState } from 'react'
import type { CallData } from '@ou/contract'
import { DISCLOSURE_STATUS_LABEL } from '@ou/contract/enums'
import { TRACKING_CODE } from '@ou/contract/ids'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useApi } from '@/components/providers/api'
import { formatDate } from '@/lib/format'
import { useThrottle } from '@/lib/use-throttle'

/** Looking a request for disclosure up by its tracking code: status and answer, no personal data. */
export function DisclosureLookup({ code: given }: { code?: string }) {
  const api = useApi()
  const f = useFormErrors('disclosure-lookup')
  const [code, setCode] = useState(given ?? '')
  const [found, setFound] = useState<CallData<'disclosure.Request/query'> | null>(null)
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    if (given) setCode(given)
  }, [given])

  const submit = useThrottle(async () => {
    const value = code.trim().toUpperCase()
    if (!TRACKING_CODE.test(value)) return f.show({ tracking_code: ['查询码为 12 位字母或数字'] })
    f.show({})
    const r = await api.request('disclosure.Request/query', { tracking_code: value })
    setFound(r.ok ? r.data : null)
    setMissing(!r.ok)
  })
  return (
    <div className="letter-lookup">
      <form
        ref={f.formRef}
        className="inline-form"
        noValidate
        aria-label="申请查询"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor={f.id('tracking_code')}>申请查询码</label>
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
        {missing && <p className="muted">没有找到这个查询码对应的申请，请核对后重试。</p>}
        {found && (
          <article className="letter letter-result" data-testid="disclosure-result">
            <p className="letter-meta">
              <span data-testid="disclosure-status">{DISCLOSURE_STATUS_LABEL[found.status]}</span>
              <span>受理：{formatDate(found.received_at)}</span>
              <span>答复期限：{found.deadline}</span>
            </p>
            {found.extended && <p>已延期：{found.extension_reason}</p>}
            {found.reply && (
              <div className="letter-reply" data-testid="disclosure-reply">
                <strong>答复{found.answered_at ? `（${formatDate(found.answered_at)}）` : ''}：</strong>
                <p>{found.reply}</p>
              </div>
            )}
            {found.refusal_reason && (
              <div className="letter-reply" data-testid="disclosure-reply">
                <strong>不予公开的理由：</strong>
                <p>{found.refusal_reason}</p>
              </div>
            )}
            {found.attachments.length > 0 && (
              <ul>
                {found.attachments.map((a) => (
                  <li key={a.url}>
                    <a href={a.url}>{a.title}</a>
                  </li>
                ))}
              </ul>
            )}
            {!found.reply && !found.refusal_reason && (
              <p className="muted">申请正在办理中，答复后会显示在这里。</p>
            )}
          </article>
        )}
      </div>
    </div>
  )
}
