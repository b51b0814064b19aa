'use client'

import { useCallback, useState } from 'react'
import {
  DELIVERY_FORMS,
  DELIVERY_FORM_LABEL,
  ID_TYPES,
  ID_TYPE_LABEL,
  REQUESTER_TYPE_LABEL,
  type DeliveryForm,
  type IdType,
  type RequesterType,
} from '@ou/contract/enums'
import { tooManyAttemptsText } from '@ou/contract/errors'
import { CaptchaButton, onCaptchaField, useCaptcha } from '@/components/forms/captcha'
import { BusyRetryStatus, useBusyRetry } from '@/components/forms/busy-retry'
import { CheckedForm, Field, SubmitButton } from '@/components/forms/form'
import { useSchema } from '@/components/forms/use-schema'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useApi } from '@/components/providers/api'
import { useToast } from '@/components/providers/toast'
import { useThrottle } from '@/lib/use-throttle'

const loadSchema = () => import('@ou/contract/forms/disclosure')

const EMPTY = {
  requester_type: 'person' as RequesterType,
  name: '',
  id_type: 'id_card' as IdType,
  id_number: '',
  org_code: '',
  contact_person: '',
  phone: '',
  email: '',
  address: '',
  description: '',
  purpose: '',
  delivery: 'email' as DeliveryForm,
  captcha: '',
}
type Form = typeof EMPTY

/** A request for disclosure (`disclosure.Request/add`, 依申请公开), with a captcha. */
export function DisclosureRequestForm({ onSent }: { onSent?: (code: string) => void }) {
  const api = useApi()
  const toast = useToast()
  const [form, setForm] = useState<Form>(EMPTY)
  // A 503 (the database away for a moment) waits and sends again, keeping every field.
  const retrying = useBusyRetry()
  const { send: sendUntilServed } = retrying
  const loadCaptcha = useCallback(async () => {
    const r = await sendUntilServed(() => api.request('disclosure.Request/captcha'))
    return r?.ok ? r.data : null
  }, [api, sendUntilServed])
  const { captcha, refresh } = useCaptcha(loadCaptcha)
  const f = useFormErrors('disclosure')
  const schema = useSchema(loadSchema)
  const [busy, setBusy] = useState(false)
  const [blocked, setBlocked] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<{ code: string; deadline: string } | null>(null)
  const person = form.requester_type === 'person'

  const submit = useThrottle(async () => {
    const input = {
      ...form,
      id_type: person ? form.id_type : undefined,
      id_number: person ? form.id_number : undefined,
      org_code: person ? undefined : form.org_code,
      contact_person: person ? undefined : form.contact_person,
      captcha_id: captcha?.captcha_id ?? '',
    }
    const { disclosureRequestInput, issuesToErrors } = await schema()
    const parsed = disclosureRequestInput.safeParse(input)
    if (!parsed.success) {
      const errors = onCaptchaField(issuesToErrors(parsed.error.issues))
      f.show(errors)
      toast.show(`有 ${Object.keys(errors).length} 项填写有误，请按提示修改`, 'warning')
      return
    }
    f.show({})
    if (!captcha) return void refresh()
    setBusy(true)
    const r = await sendUntilServed(() => api.request('disclosure.Request/add', input))
    setBusy(false)
    // Still refused after every resend: all that was typed stays, captcha included (unused).
    if (!r) return
    if (r.ok) {
      setReceipt({ code: r.data.tracking_code, deadline: r.data.deadline })
      onSent?.(r.data.tracking_code)
      toast.show('申请已提交', 'success')
      return
    }
    setForm((v) => ({ ...v, captcha: '' }))
    void refresh()
    if (r.kind === 'rate_limited') setBlocked(tooManyAttemptsText(r.retryAfter ?? 3600))
    else if (r.errors) f.show(r.errors)
    else document.getElementById(f.id('captcha'))?.focus()
  })

  if (receipt)
    return (
      <div className="success-card letter-receipt" role="status" data-testid="disclosure-receipt">
        <h3 tabIndex={-1}>申请已受理</h3>
        <p className="tracking-label">您的查询码</p>
        <p className="tracking-code">
          <strong data-testid="disclosure-code">{receipt.code}</strong>
        </p>
        <p className="muted">
          学校将于 {receipt.deadline} 前答复（按工作日计算）。请妥善保存查询码，凭它可随时查询办理进度与答复。
        </p>
      </div>
    )

  const set =
    (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setForm((v) => ({ ...v, [k]: e.target.value }))
      f.clear(k)
    }
  const bind = (k: keyof Form, hint?: string) => ({
    id: f.id(k),
    value: form[k],
    onChange: set(k),
    ...f.control(k, hint),
  })
  return (
    <CheckedForm formRef={f.formRef} label="信息公开申请" preload={schema} onSubmit={submit}>
      <BusyRetryStatus busy={retrying} testId="disclosure-retry" label="重新提交" />
      {blocked && (
        <p className="form-alert field-wide" role="alert">
          {blocked}
        </p>
      )}
      <Field f={f} field="requester_type" label="申请人类型" required>
        <select {...bind('requester_type')}>
          <option value="person">{REQUESTER_TYPE_LABEL.person}</option>
          <option value="organization">{REQUESTER_TYPE_LABEL.organization}</option>
        </select>
      </Field>
      <Field f={f} field="name" label={person ? '申请人姓名' : '组织名称'} required>
        <input {...bind('name')} maxLength={60} aria-required />
      </Field>
      {person ? (
        <>
          <Field f={f} field="id_type" label="证件类型" required>
            <select {...bind('id_type')}>
              {ID_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ID_TYPE_LABEL[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field f={f} field="id_number" label="证件号码" required hint="仅信息公开办工作人员可见，不会公开">
            <input
              {...bind('id_number', f.id('id_number-hint'))}
              maxLength={30}
              autoComplete="off"
              aria-required
            />
          </Field>
        </>
      ) : (
        <>
          <Field f={f} field="org_code" label="统一社会信用代码">
            <input {...bind('org_code')} maxLength={30} />
          </Field>
          <Field f={f} field="contact_person" label="联系人" required>
            <input {...bind('contact_person')} maxLength={20} aria-required />
          </Field>
        </>
      )}
      <Field f={f} field="phone" label="联系电话" required>
        <input {...bind('phone')} autoComplete="tel" maxLength={20} aria-required />
      </Field>
      <Field f={f} field="email" label="电子邮箱">
        <input {...bind('email')} type="email" autoComplete="email" maxLength={100} />
      </Field>
      <Field f={f} field="address" label="通信地址" wide>
        {/* street-address is for a multi-line field (a textarea); a one-line address is address-line1. */}
        <input {...bind('address')} autoComplete="address-line1" maxLength={100} />
      </Field>
      <Field f={f} field="description" label="所需信息的内容描述" required wide>
        <textarea {...bind('description')} rows={5} maxLength={2000} aria-required />
      </Field>
      <Field f={f} field="purpose" label="所需信息的用途" wide>
        <input {...bind('purpose')} maxLength={500} />
      </Field>
      <Field f={f} field="delivery" label="获取信息的方式" required>
        <select {...bind('delivery')}>
          {DELIVERY_FORMS.map((d) => (
            <option key={d} value={d}>
              {DELIVERY_FORM_LABEL[d]}
            </option>
          ))}
        </select>
      </Field>
      <Field f={f} field="captcha" label="验证码" required>
        <div className="captcha-row">
          <input {...bind('captcha')} maxLength={10} autoComplete="off" spellCheck={false} aria-required />
          <CaptchaButton captcha={captcha} onRefresh={() => void refresh()} />
        </div>
      </Field>
      <SubmitButton busy={busy} testId="disclosure-submit">
        提交申请
      </SubmitButton>
    </CheckedForm>
  )
}
