'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { issuesToErrors, letterInput } from '@ou/contract'
import { formatDate } from '@/lib/format'
import { LETTER_STATUS, RECIPIENT, type Letter } from '@/lib/mailbox'
import { CaptchaButton, onCaptchaField, useCaptcha } from './Captcha'
import { retryText, useApi, useToast } from './Providers'
import { RequiredMark, useFormErrors } from './formErrors'
import { useThrottle } from './throttle'

const EMPTY = {
  recipient: 'president' as Letter['recipient'],
  anonymous: false,
  name: '',
  contact: '',
  subject: '',
  content: '',
  captcha: '',
}
type Form = typeof EMPTY

/** Writing to the secretary or president (`mailbox.Letter/add`), with a captcha. */
export function LetterForm({ onSent }: { onSent?: (code: string) => void }) {
  const api = useApi()
  const toast = useToast()
  const [form, setForm] = useState<Form>(EMPTY)
  const loadCaptcha = useCallback(async () => {
    const r = await api.request('mailbox.Letter/captcha')
    return r.ok ? r.data : null
  }, [api])
  const { captcha, refresh } = useCaptcha(loadCaptcha)
  const f = useFormErrors('letter')
  const [busy, setBusy] = useState(false)
  const [blocked, setBlocked] = useState<string | null>(null)
  const [code, setCode] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const codeRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (code) codeRef.current?.focus()
  }, [code])

  const submit = useThrottle(async () => {
    const input = {
      ...form,
      name: form.anonymous ? undefined : form.name,
      captcha_id: captcha?.captcha_id ?? '',
    }
    const parsed = letterInput.safeParse(input)
    if (!parsed.success) {
      const errors = onCaptchaField(issuesToErrors(parsed.error.issues))
      f.show(errors)
      toast.show(`有 ${Object.keys(errors).length} 项填写有误，请按提示修改`, 'warning')
      return
    }
    f.show({})
    if (!captcha) return void refresh()
    setBusy(true)
    const r = await api.request('mailbox.Letter/add', input)
    setBusy(false)
    if (r.ok) {
      setCode(r.data.tracking_code)
      setCopied(false)
      onSent?.(r.data.tracking_code)
      toast.show('来信已提交', 'success')
      return
    }
    setForm((v) => ({ ...v, captcha: '' }))
    void refresh()
    if (r.kind === 'rate_limited') setBlocked(retryText(r.retryAfter ?? 3600))
    else if (r.errors) f.show(r.errors)
    else document.getElementById(f.id('captcha'))?.focus()
  })

  const copy = async () => {
    if (!code) return
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      toast.show('查询码已复制', 'success')
    } catch {
      toast.show('复制失败，请手动选中查询码复制', 'warning')
    }
  }

  if (code)
    return (
      <div className="success-card letter-receipt" role="status" data-testid="letter-receipt">
        <h3 ref={codeRef} tabIndex={-1}>
          来信已提交，感谢您的意见和建议
        </h3>
        <p className="tracking-label">您的查询码</p>
        <p className="tracking-code">
          <strong data-testid="tracking-code">{code}</strong>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void copy()}>
            {copied ? '已复制' : '复制查询码'}
          </button>
        </p>
        <p className="muted">请妥善保存查询码，凭它可随时在“来信查询”中查看处理进度与回复。</p>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setCode(null)
            setForm(EMPTY)
            void refresh()
          }}
        >
          再写一封
        </button>
      </div>
    )

  const set =
    (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = e.target.type === 'checkbox' ? (e.target as HTMLInputElement).checked : e.target.value
      setForm((v) => ({ ...v, [k]: value }))
      f.clear(k === 'anonymous' ? 'name' : k)
    }
  return (
    <form
      ref={f.formRef}
      className="form-grid"
      noValidate
      aria-label="写信"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {blocked && (
        <p className="form-alert field-wide" role="alert">
          {blocked}
        </p>
      )}
      <div className="field">
        <label htmlFor={f.id('recipient')}>
          收信人
          <RequiredMark />
        </label>
        <select
          id={f.id('recipient')}
          value={form.recipient}
          onChange={set('recipient')}
          {...f.control('recipient')}
        >
          <option value="president">{RECIPIENT.president}</option>
          <option value="secretary">{RECIPIENT.secretary}</option>
        </select>
        {f.message('recipient')}
      </div>
      <div className="field">
        <label htmlFor={f.id('name')}>
          姓名
          {!form.anonymous && <RequiredMark />}
        </label>
        <input
          id={f.id('name')}
          autoComplete="name"
          value={form.anonymous ? '' : form.name}
          onChange={set('name')}
          disabled={form.anonymous}
          maxLength={20}
          aria-required={!form.anonymous}
          {...f.control('name')}
        />
        <label className="checkbox">
          <input type="checkbox" checked={form.anonymous} onChange={set('anonymous')} /> 匿名来信
        </label>
        {f.message('name')}
      </div>
      <div className="field">
        <label htmlFor={f.id('contact')}>
          联系方式（手机或邮箱）
          <RequiredMark />
        </label>
        <input
          id={f.id('contact')}
          autoComplete="tel"
          value={form.contact}
          onChange={set('contact')}
          maxLength={100}
          aria-required
          {...f.control('contact', f.id('contact-hint'))}
        />
        <p className="field-hint" id={f.id('contact-hint')}>
          仅用于工作人员联系您，不会公开
        </p>
        {f.message('contact')}
      </div>
      <div className="field">
        <label htmlFor={f.id('subject')}>
          主题
          <RequiredMark />
        </label>
        <input
          id={f.id('subject')}
          value={form.subject}
          onChange={set('subject')}
          maxLength={50}
          aria-required
          {...f.control('subject')}
        />
        {f.message('subject')}
      </div>
      <div className="field field-wide">
        <label htmlFor={f.id('content')}>
          信件内容
          <RequiredMark />
        </label>
        <textarea
          id={f.id('content')}
          rows={7}
          value={form.content}
          onChange={set('content')}
          maxLength={2000}
          aria-required
          {...f.control('content', f.id('content-count'))}
        />
        <p className="field-hint" id={f.id('content-count')}>
          {form.content.length} / 2000 字，至少 10 字
        </p>
        {f.message('content')}
      </div>
      <div className="field">
        <label htmlFor={f.id('captcha')}>
          验证码
          <RequiredMark />
        </label>
        <div className="captcha-row">
          <input
            id={f.id('captcha')}
            value={form.captcha}
            onChange={set('captcha')}
            maxLength={10}
            autoComplete="off"
            spellCheck={false}
            aria-required
            {...f.control('captcha')}
          />
          <CaptchaButton captcha={captcha} onRefresh={() => void refresh()} />
        </div>
        {f.message('captcha')}
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
export function LetterLookup({ code: given }: { code?: string }) {
  const api = useApi()
  const f = useFormErrors('lookup')
  const [code, setCode] = useState(given ?? '')
  const [letter, setLetter] = useState<Letter | null>(null)
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    if (given) setCode(given)
  }, [given])

  const submit = useThrottle(async () => {
    const value = code.trim().toUpperCase()
    if (!/^[A-Z0-9]{12}$/.test(value)) return f.show({ tracking_code: ['查询码为 12 位字母或数字'] })
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
            <p className="letter-meta">
              <span>{RECIPIENT[letter.recipient]}</span>
              <span>来信日期 {formatDate(letter.created_at)}</span>
              <span className={`status status-${letter.status}`} data-testid="letter-status">
                {LETTER_STATUS[letter.status]}
              </span>
            </p>
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

/** The letter form and the lookup, sharing the code of a letter just sent. */
export function MailboxForms({ lookupTitle }: { lookupTitle: string }) {
  const [sent, setSent] = useState<string | undefined>()
  return (
    <>
      <section className="form-card" aria-labelledby="write-title">
        <h1 id="write-title" className="block-title">
          写信
        </h1>
        <p className="muted">
          书记、校长信箱受理师生和社会各界对学校工作的意见、建议和诉求。请如实填写联系方式，我们将在 10
          个工作日内答复。带 * 的为必填项，选择匿名来信时无需填写姓名。
        </p>
        <LetterForm onSent={setSent} />
      </section>
      <section className="form-card" aria-labelledby="lookup-title">
        <h2 id="lookup-title" className="block-title">
          {lookupTitle}
        </h2>
        <LetterLookup code={sent} />
      </section>
    </>
  )
}
