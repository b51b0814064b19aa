'use client'

import { useCallback, useEffect, useState } from 'react'
import type { CallData, ErrorsMap } from '@ou/contract'
import { formatDate } from '@/lib/format'
import { useApi, useToast } from './Providers'
import { useThrottle } from './throttle'

type Letter = CallData<'mailbox.Letter/query'>
const STATUS: Record<Letter['status'], string> = {
  pending: '待处理',
  processing: '处理中',
  replied: '已回复',
}
const EMPTY = {
  recipient: 'president' as 'secretary' | 'president',
  anonymous: false,
  name: '',
  contact: '',
  subject: '',
  content: '',
  captcha: '',
}

/** Writing to the secretary or president (`mailbox.Letter/add`), with a captcha. */
export function LetterForm() {
  const api = useApi()
  const toast = useToast()
  const [form, setForm] = useState(EMPTY)
  const [captcha, setCaptcha] = useState<{ captcha_id: string; image: string } | null>(null)
  const [errors, setErrors] = useState<ErrorsMap>({})
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState<string | null>(null)
  const refresh = useCallback(async () => {
    const r = await api.request('mailbox.Letter/captcha')
    if (r.ok) setCaptcha(r.data)
  }, [api])
  useEffect(() => {
    void refresh()
  }, [refresh])

  const submit = useThrottle(async () => {
    if (!captcha) return void toast.show('请先获取验证码', 'warning')
    setBusy(true)
    const r = await api.request('mailbox.Letter/add', {
      ...form,
      name: form.name || undefined,
      captcha_id: captcha.captcha_id,
    })
    setBusy(false)
    if (r.ok) {
      setCode(r.data.tracking_code)
      setErrors({})
      toast.show('来信已提交', 'success')
    } else {
      setErrors(r.errors ?? {})
      setForm((f) => ({ ...f, captcha: '' }))
      void refresh()
    }
  })

  if (code)
    return (
      <div className="success-card" role="status">
        <h3>来信已提交，感谢您的意见和建议</h3>
        <p>
          查询码：<strong data-testid="tracking-code">{code}</strong>
        </p>
        <p className="muted">请妥善保存查询码，可随时在下方查询处理进度与回复。</p>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => (setCode(null), setForm(EMPTY), void refresh())}
        >
          再写一封
        </button>
      </div>
    )
  const err = (k: string) =>
    errors[k]?.length ? (
      <p className="field-error" id={`${k}-error`}>
        {errors[k]!.join('；')}
      </p>
    ) : null
  const set =
    (k: keyof typeof EMPTY) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm((f) => ({
        ...f,
        [k]: e.target.type === 'checkbox' ? (e.target as HTMLInputElement).checked : e.target.value,
      }))
  const inv = (k: string) => ({
    'aria-invalid': Boolean(errors[k]?.length) || undefined,
    'aria-describedby': errors[k]?.length ? `${k}-error` : undefined,
  })
  return (
    <form
      className="form-grid"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <div className="field">
        <label htmlFor="recipient">收信人 *</label>
        <select id="recipient" value={form.recipient} onChange={set('recipient')}>
          <option value="president">校长信箱</option>
          <option value="secretary">书记信箱</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="letter-name">姓名{form.anonymous ? '' : ' *'}</label>
        <input
          id="letter-name"
          value={form.name}
          onChange={set('name')}
          disabled={form.anonymous}
          maxLength={20}
          {...inv('name')}
        />
        <label className="checkbox">
          <input type="checkbox" checked={form.anonymous} onChange={set('anonymous')} /> 匿名来信
        </label>
        {err('name')}
      </div>
      <div className="field">
        <label htmlFor="contact">联系方式（手机或邮箱）*</label>
        <input
          id="contact"
          value={form.contact}
          onChange={set('contact')}
          maxLength={100}
          {...inv('contact')}
        />
        {err('contact')}
      </div>
      <div className="field">
        <label htmlFor="subject">主题 *</label>
        <input
          id="subject"
          value={form.subject}
          onChange={set('subject')}
          maxLength={50}
          {...inv('subject')}
        />
        {err('subject')}
      </div>
      <div className="field field-wide">
        <label htmlFor="content">信件内容 *</label>
        <textarea
          id="content"
          rows={6}
          value={form.content}
          onChange={set('content')}
          maxLength={2000}
          {...inv('content')}
        />
        {err('content')}
      </div>
      <div className="field">
        <label htmlFor="letter-captcha">验证码 *</label>
        <div className="captcha-row">
          <input
            id="letter-captcha"
            value={form.captcha}
            onChange={set('captcha')}
            maxLength={10}
            autoComplete="off"
            {...inv('captcha')}
          />
          <button
            type="button"
            className="captcha-img"
            onClick={() => void refresh()}
            aria-label="看不清，换一张验证码"
          >
            {captcha ? (
              <img src={captcha.image} alt="验证码图片" width={120} height={40} />
            ) : (
              <span>获取验证码</span>
            )}
          </button>
        </div>
        {err('captcha')}
      </div>
      <div className="field-wide">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="letter-submit">
          {busy ? '提交中…' : '提交来信'}
        </button>
      </div>
    </form>
  )
}

/** Looking a letter up by its tracking code (`mailbox.Letter/query`). */
export function LetterLookup() {
  const api = useApi()
  const [code, setCode] = useState('')
  const [letter, setLetter] = useState<Letter | null>(null)
  const submit = useThrottle(async () => {
    const r = await api.request('mailbox.Letter/query', { tracking_code: code })
    setLetter(r.ok ? r.data : null)
  })
  return (
    <div>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor="tracking">查询码</label>
        <input
          id="tracking"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={12}
          placeholder="12 位查询码"
        />
        <button type="submit" className="btn btn-primary">
          查询
        </button>
      </form>
      {letter && (
        <div className="letter" aria-live="polite">
          <h3>{letter.subject}</h3>
          <p className="muted">
            {formatDate(letter.created_at)} · {STATUS[letter.status]}
          </p>
          <p>{letter.content}</p>
          {letter.reply && (
            <div className="letter-reply">
              <strong>回复（{formatDate(letter.replied_at)}）：</strong>
              {letter.reply}
            </div>
          )}
        </div>
      )}
    </div>
  )
}
