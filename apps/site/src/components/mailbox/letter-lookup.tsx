'use client'

import { useEffect, useState } from 'react'
import type { CallData } from '@ou/contract'
import { TRACKING_CODE } from '@ou/contract/ids'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useApi } from '@/components/providers/api'
import { formatDate } from '@/lib/format'
import { useThrottle } from '@/lib/use-throttle'
import { LetterMeta } from './letter-meta'

/** Looking a letter up by its tracking code (`mailbox.Letter/query`). */
export function LetterLookup({ code: given }: { code?: string }) {
  const api = useApi()
  const f = useFormErrors('lookup')
  const [code, setCode] = useState(given ?? '')
  const [letter, setLetter] = useState<CallData<'mailbox.Letter/query'> | null>(null)
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    if (given) setCode(given)
  }, [given])

  const submit = useThrottle(async () => {
    const value = code.trim().toUpperCase()
    if (!TRACKING_CODE.test(value)) return f.show({ tracking_code: ['查询码为 12 位字母或数字'] })
    f.show({})
    const r = await api.request('mailbox.Letter/query', { tracking_code: value })
    setLetter(r.ok ? r.data : null)
    setMissing(!r.ok)
  })
  return (
    <div className="letter-lookup">
      <form
        ref={f.formRef}
        className="inline-form"
        noValidate
        aria-label="来信查询"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor={f.id('tracking_code')}>查询码</label>
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
        {missing && <p className="muted">没有找到这个查询码对应的来信，请核对后重试。</p>}
        {letter && (
          <article className="letter letter-result" data-testid="letter-result">
            <h3>{letter.subject}</h3>
            <LetterMeta letter={letter} statusTestId="letter-status" />
            <p className="letter-content">{letter.content}</p>
            {letter.reply ? (
              <div className="letter-reply" data-testid="letter-reply">
                <strong>回复{letter.replied_at ? `（${formatDate(letter.replied_at)}）` : ''}：</strong>
                <p>{letter.reply}</p>
              </div>
            ) : (
              <p className="muted">来信正在办理中，答复后会显示在这里。</p>
            )}
          </article>
        )}
      </div>
    </div>
  )
}
