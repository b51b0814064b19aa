'use client'

import Link from '@/components/ui/link'
import { useSearchParams } from 'next/navigation'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { parseId } from '@ou/contract/ids'
import type { EnrollInput } from '@ou/contract/forms/enroll'
import {
  EDUCATION_BACKGROUND_LABEL,
  GENDERS,
  GENDER_LABEL,
  MAJOR_LEVELS,
  MAJOR_LEVEL_LABEL,
  type CategoryType,
  type MajorLevel,
} from '@ou/contract/enums'
import type { ErrorsMap } from '@ou/contract/errors'
import { BusyRetryStatus, useBusyRetry } from '@/components/forms/busy-retry'
import { CheckedForm, Field as FormField, SubmitButton } from '@/components/forms/form'
import { RequiredMark } from '@/components/forms/required-mark'
import { typedBeforeHydration } from '@/components/forms/hydration'
import { useSchema } from '@/components/forms/use-schema'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useApi } from '@/components/providers/api'
import { useStore } from '@/components/providers/store'
import { useToast } from '@/components/providers/toast'
import { useThrottle } from '@/lib/use-throttle'

/** The form's own validator, loaded on first focus (see useSchema). */
const loadSchema = () => import('@ou/contract/forms/enroll')

type Major = { id: number; name: string; level: MajorLevel }
type Field =
  | 'name'
  | 'gender'
  | 'id_card'
  | 'mobile'
  | 'email'
  | 'education'
  | 'level'
  | 'major_id'
  | 'school_id'
  | 'address'
  | 'remark'
type Form = Record<Field, string> & { agree: boolean }

const EMPTY: Form = {
  name: '',
  gender: '',
  id_card: '',
  mobile: '',
  email: '',
  education: '',
  level: '',
  major_id: '',
  school_id: '',
  address: '',
  remark: '',
  agree: false,
}

/**
 * Enrolment sign-up (`enrolling.Enroll/add`): checked in the browser with the contract's own
 * `enrollInput` schema, so the messages are those the API would give; the API's 422 errors map is
 * shown next to the fields as well. The learning-centre picker is fed by `educational.School/list`
 * and kept in the shared `schoolList` / `cutSchool` state.
 */
export function EnrollForm({
  categoryType,
  majors,
  infoHref,
}: {
  categoryType: CategoryType
  majors: Major[]
  infoHref: string
}) {
  const api = useApi()
  const toast = useToast()
  const { schoolList, setSchoolList, cutSchool, setCutSchool } = useStore()
  const [form, setForm] = useState<Form>(() => typedBeforeHydration('enroll', EMPTY))
  const preselect = useCallback(
    (id: number) => {
      const m = majors.find((x) => x.id === id)
      if (m) setForm((v) => ({ ...v, level: m.level, major_id: String(m.id) }))
    },
    [majors],
  )
  const f = useFormErrors('enroll')
  const schema = useSchema(loadSchema)
  const [busy, setBusy] = useState(false)
  // A 503 (the database away for a moment) waits and sends again, keeping every field; a resend of
  // a sign-up that was saved after all answers its receipt (same ID card, major, term and mobile).
  const retrying = useBusyRetry()
  const [receipt, setReceipt] = useState<{ no: string; major: string } | null>(null)
  const receiptRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (schoolList.length) return
    void api.request('educational.School/list', { page: 0, limit: 0 }).then((r) => {
      if (r.ok) setSchoolList(r.data.list.map((s) => ({ id: s.id, name: s.name, region: s.region })))
    })
  }, [api, schoolList.length, setSchoolList])
  useEffect(() => {
    if (cutSchool) setForm((v) => (v.school_id ? v : { ...v, school_id: String(cutSchool) }))
  }, [cutSchool])
  useEffect(() => {
    if (receipt) receiptRef.current?.focus()
  }, [receipt])

  const levels = MAJOR_LEVELS.filter((l) => majors.some((m) => m.level === l))
  const set =
    (k: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value
      setForm((v) => ({ ...v, [k]: value, ...(k === 'level' && value !== v.level ? { major_id: '' } : {}) }))
      f.clear(k)
      if (k === 'school_id') setCutSchool(value ? Number(value) : null)
    }

  const submit = useThrottle(async () => {
    const { agree, ...fields } = form
    // Unchosen selects are '' here; the schema turns them into the fields' Chinese messages.
    const input = { ...fields, category_type: categoryType } as EnrollInput
    const { enrollInput, issuesToErrors } = await schema()
    const parsed = enrollInput.safeParse(input)
    const errors: ErrorsMap = parsed.success ? {} : issuesToErrors(parsed.error.issues)
    // An unchosen picker reads better as "please choose" than as a number format message.
    if (errors.major_id && !form.major_id) errors.major_id = ['请选择报读专业']
    if (errors.school_id && !form.school_id) errors.school_id = ['请选择学习中心']
    if (!agree) errors.agree = ['请阅读并同意报名须知']
    if (Object.keys(errors).length) {
      f.show(errors)
      toast.show(`有 ${Object.keys(errors).length} 项填写有误，请按提示修改`, 'warning')
      return
    }
    f.show({})
    setBusy(true)
    const r = await retrying.send(() => api.request('enrolling.Enroll/add', input))
    setBusy(false)
    if (!r) return
    if (r.ok) {
      const major = majors.find((m) => String(m.id) === form.major_id)?.name ?? ''
      setReceipt({ no: r.data.application_no, major })
      toast.show('报名信息已提交', 'success')
    } else if (r.errors) f.show(r.errors) // also toasted, joined by semicolons
  })

  if (receipt) {
    return (
      <div className="success-card enroll-success" role="status" data-testid="enroll-success">
        <h2 ref={receiptRef} tabIndex={-1}>
          报名信息已提交
        </h2>
        <p>
          报名编号：<strong data-testid="application-no">{receipt.no}</strong>
        </p>
        {receipt.major && <p className="muted">报读专业：{receipt.major}</p>}
        <ol className="next-steps">
          <li>请记下报名编号，咨询或查询报名进度时需提供。</li>
          <li>招生老师将在 3 个工作日内电话联系您，核对报名信息并预约资格审核。</li>
          <li>审核时请携带身份证原件和最高学历证书原件到所选学习中心现场确认。</li>
          <li>审核通过后，按学习中心通知办理缴费与入学注册。</li>
        </ol>
        <p>
          <Link href={infoHref} className="btn btn-ghost">
            查看招生信息
          </Link>
        </p>
      </div>
    )
  }

  const text = (
    k: Field,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    { required = true, wide = false, hint }: { required?: boolean; wide?: boolean; hint?: string } = {},
  ) => (
    <FormField f={f} field={k} label={label} required={required} wide={wide} hint={hint}>
      <input
        id={f.id(k)}
        name={k}
        value={form[k]}
        onChange={set(k)}
        {...props}
        aria-required={required || undefined}
        {...f.control(k, hint ? f.id(`${k}-hint`) : undefined)}
      />
    </FormField>
  )
  const select = (k: Field, label: string, options: [string, string][], placeholder = '请选择') => (
    <FormField f={f} field={k} label={label} required>
      <select id={f.id(k)} name={k} value={form[k]} onChange={set(k)} aria-required {...f.control(k)}>
        <option value="">{placeholder}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </FormField>
  )

  return (
    <CheckedForm formRef={f.formRef} label="报名登记表" preload={schema} onSubmit={submit}>
      <Suspense fallback={null}>
        <QueryMajor onMajor={preselect} />
      </Suspense>
      <BusyRetryStatus busy={retrying} testId="enroll-retry" label="重新提交" />
      {text('name', '姓名', { autoComplete: 'name', maxLength: 20 })}
      <fieldset className="field" {...(f.errors.gender ? { 'aria-describedby': f.id('gender-error') } : {})}>
        <legend>
          性别
          <RequiredMark />
        </legend>
        <div className="radios">
          {GENDERS.map((v) => (
            <label key={v}>
              <input
                type="radio"
                name="gender"
                value={v}
                checked={form.gender === v}
                onChange={set('gender')}
                aria-invalid={f.errors.gender ? true : undefined}
              />{' '}
              {GENDER_LABEL[v]}
            </label>
          ))}
        </div>
        {f.message('gender')}
      </fieldset>
      {text(
        'id_card',
        '身份证号',
        { maxLength: 18, autoComplete: 'off', spellCheck: false },
        { hint: '18 位居民身份证号码，末位 X 不区分大小写' },
      )}
      {text('mobile', '手机号', { type: 'tel', autoComplete: 'tel', inputMode: 'numeric', maxLength: 11 })}
      {text('email', '邮箱', { type: 'email', autoComplete: 'email', maxLength: 100 }, { required: false })}
      {select('education', '现有学历', Object.entries(EDUCATION_BACKGROUND_LABEL))}
      {select(
        'level',
        '报读层次',
        levels.map((l) => [l, MAJOR_LEVEL_LABEL[l]]),
      )}
      {select(
        'major_id',
        '专业',
        majors.filter((m) => m.level === form.level).map((m) => [String(m.id), m.name]),
        form.level ? '请选择' : '请先选择报读层次',
      )}
      {select(
        'school_id',
        '学习中心',
        schoolList.map((s) => [String(s.id), s.region ? `${s.region} · ${s.name}` : s.name]),
        schoolList.length ? '请选择' : '正在加载…',
      )}
      {/* street-address is for a multi-line field (a textarea); a one-line address is address-line1. */}
      {text(
        'address',
        '通讯地址',
        { autoComplete: 'address-line1', maxLength: 200 },
        { required: false, wide: true },
      )}
      <FormField f={f} field="remark" label="备注" wide>
        <textarea
          id={f.id('remark')}
          name="remark"
          rows={3}
          value={form.remark}
          onChange={set('remark')}
          maxLength={500}
          {...f.control('remark')}
        />
      </FormField>
      <div className="field field-wide">
        <label className="checkbox agree">
          <input
            type="checkbox"
            id={f.id('agree')}
            name="agree"
            checked={form.agree}
            onChange={(e) => {
              const agree = e.target.checked
              setForm((v) => ({ ...v, agree }))
              f.clear('agree')
            }}
            {...f.control('agree')}
          />{' '}
          我已阅读并同意《报名须知》，承诺所填信息真实有效，并同意学校为办理招生使用上述个人信息。
        </label>
        {f.message('agree')}
      </div>
      <SubmitButton busy={busy} testId="enroll-submit">
        提交报名
      </SubmitButton>
    </CheckedForm>
  )
}

/**
 * Reports the major a `?major_id=` link (a major's 立即报名 button) asks for. The query is read in
 * the browser, so the page stays the same for everyone and is served from cache; only this empty
 * island waits for the browser, while the form itself is hydrated in place (a visitor who starts
 * typing before the page's script runs keeps what they typed).
 */
function QueryMajor({ onMajor }: { onMajor: (id: number) => void }) {
  const majorId = parseId(useSearchParams().get('major_id'))
  useEffect(() => {
    if (majorId) onMajor(majorId)
  }, [majorId, onMajor])
  return null
}
