'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import {
  LETTER_CATEGORIES,
  LETTER_CATEGORY_LABEL,
  LETTER_RECIPIENT_LABEL,
  type LetterCategory,
  type LetterRecipient,
} from '@ou/contract/enums'
import { tooManyAttemptsText } from '@ou/contract/errors'
import { CaptchaButton, onCaptchaField, useCaptcha } from '@/components/forms/captcha'
import { BusyRetryStatus, useBusyRetry } from '@/components/forms/busy-retry'
import { CheckedForm, Field, SubmitButton } from '@/components/forms/form'
import { typedBeforeHydration } from '@/components/forms/hydration'
import { useSchema } from '@/components/forms/use-schema'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useApi } from '@/components/providers/api'
import { useToast } from '@/components/providers/toast'
import { useThrottle } from '@/lib/use-throttle'

/** The form's own validator, loaded on first focus (see useSchema). */
const loadSchema = () => import('@ou/contract/forms/letter')

const EMPTY = {
  recipient: 'president' as LetterRecipient,
  category: 'consult' as LetterCategory,
  anonymous: false,
  consent_public: false,
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
  const [form, setForm] = useState<Form>(() => typedBeforeHydration('letter', EMPTY))
  // A 503 (the database away for a moment) waits and sends again, keeping every field.
  const retrying = useBusyRetry()
  const { send: sendUntilServed } = retrying
  const loadCaptcha = useCallback(async () => {
    const r = await sendUntilServed(() => api.request('mailbox.Letter/captcha'))
    return r?.ok ? r.data : null
  }, [api, sendUntilServed])
  const { captcha, refresh } = useCaptcha(loadCaptcha)
  const f = useFormErrors('letter')
  const schema = useSchema(loadSchema)
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
    const { letterInput, issuesToErrors } = await schema()
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
    const r = await sendUntilServed(() => api.request('mailbox.Letter/add', input))
    setBusy(false)
    // Still refused after every resend: all that was typed stays, captcha included (unused).
    if (!r) return
    if (r.ok) {
      setCode(r.data.tracking_code)
      setCopied(false)
      onSent?.(r.data.tracking_code)
      toast.show('来信已提交', 'success')
      return
    }
    setForm((v) => ({ ...v, captcha: '' }))
    void refresh()
    if (r.kind === 'rate_limited') setBlocked(tooManyAttemptsText(r.retryAfter ?? 3600))
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
  // The props every control shares: its id, value, change handler and error description.
  const bind = (k: Exclude<keyof Form, 'anonymous' | 'consent_public'>, hint?: string) => ({
    id: f.id(k),
    value: form[k],
    onChange: set(k),
    ...f.control(k, hint),
  })
  return (
    <CheckedForm formRef={f.formRef} label="写信" preload={schema} onSubmit={submit}>
      <BusyRetryStatus busy={retrying} testId="letter-retry" label="重新提交" />
      {blocked && (
        <p className="form-alert field-wide" role="alert">
          {blocked}
        </p>
      )}
      <Field f={f} field="recipient" label="收信人" required>
        <select {...bind('recipient')}>
          <option value="president">{LETTER_RECIPIENT_LABEL.president}</option>
          <option value="secretary">{LETTER_RECIPIENT_LABEL.secretary}</option>
        </select>
      </Field>
      <Field f={f} field="category" label="来信类别" required>
        <select {...bind('category')}>
          {LETTER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {LETTER_CATEGORY_LABEL[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field f={f} field="name" label="姓名" required={!form.anonymous}>
        <input
          {...bind('name')}
          autoComplete="name"
          value={form.anonymous ? '' : form.name}
          disabled={form.anonymous}
          maxLength={20}
          aria-required={!form.anonymous}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            id={f.id('anonymous')}
            checked={form.anonymous}
            onChange={set('anonymous')}
          />{' '}
          匿名来信
        </label>
      </Field>
      <Field
        f={f}
        field="contact"
        label="联系方式（手机或邮箱）"
        required
        hint="仅用于工作人员联系您，不会公开"
      >
        <input {...bind('contact', f.id('contact-hint'))} autoComplete="tel" maxLength={100} aria-required />
      </Field>
      <Field f={f} field="subject" label="主题" required>
        <input {...bind('subject')} maxLength={50} aria-required />
      </Field>
      <Field f={f} field="content" label="信件内容" required wide>
        <textarea {...bind('content', f.id('content-count'))} rows={7} maxLength={2000} aria-required />
        <p className="field-hint" id={f.id('content-count')}>
          {form.content.length} / 2000 字，至少 10 字
        </p>
      </Field>
      <div className="field field-wide">
        <label className="checkbox">
          <input
            type="checkbox"
            id={f.id('consent_public')}
            checked={form.consent_public}
            onChange={set('consent_public')}
          />{' '}
          同意学校在“来信选登”中公开此信及回复（不公开个人信息）
        </label>
      </div>
      <Field
        f={f}
        field="captcha"
        label="验证码"
        required
        hint="看不清可点击图片换一张，或按“语音”听普通话朗读"
      >
        <div className="captcha-row">
          <input
            {...bind('captcha', f.id('captcha-hint'))}
            maxLength={10}
            autoComplete="off"
            spellCheck={false}
            aria-required
          />
          <CaptchaButton captcha={captcha} onRefresh={() => void refresh()} />
        </div>
      </Field>
      <SubmitButton busy={busy} testId="letter-submit">
        提交来信
      </SubmitButton>
    </CheckedForm>
  )
}
