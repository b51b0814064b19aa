'use client'

import { useEffect, useState } from 'react'
import {
  EDUCATION_BACKGROUND_LABEL,
  MAJOR_LEVEL_LABEL,
  enrollInput,
  issuesToErrors,
  type CategoryType,
  type EnrollInput,
  type ErrorsMap,
  type MajorLevel,
} from '@ou/contract'
import { useApi, useStore, useToast } from './Providers'
import { useThrottle } from './throttle'

type Major = { id: number; name: string; level: MajorLevel }
type Form = Record<
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
  | 'remark',
  string
>

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
}

/** Enrolment sign-up (`enrolling.Enroll/add`) with the learning-centre picker (`educational.School/list`). */
export function EnrollForm({ categoryType, majors }: { categoryType: CategoryType; majors: Major[] }) {
  const api = useApi()
  const toast = useToast()
  const { schoolList, setSchoolList, cutSchool, setCutSchool } = useStore()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<ErrorsMap>({})
  const [busy, setBusy] = useState(false)
  const [receipt, setReceipt] = useState<string | null>(null)

  useEffect(() => {
    if (schoolList.length) return
    void api.request('educational.School/list', { page: 0, limit: 0 }).then((r) => {
      if (r.ok) setSchoolList(r.data.list.map((s) => ({ id: s.id, name: s.name, region: s.region })))
    })
  }, [api, schoolList.length, setSchoolList])
  useEffect(() => {
    if (cutSchool) setForm((f) => (f.school_id ? f : { ...f, school_id: String(cutSchool) }))
  }, [cutSchool])

  const levels = [...new Set(majors.map((m) => m.level))]
  const set =
    (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value
      setForm((f) => ({ ...f, [k]: value, ...(k === 'level' ? { major_id: '' } : {}) }))
      if (k === 'school_id') setCutSchool(value ? Number(value) : null)
    }

  const submit = useThrottle(async () => {
    const input = {
      ...form,
      category_type: categoryType,
      major_id: form.major_id,
      school_id: form.school_id,
    } as unknown as EnrollInput
    const parsed = enrollInput.safeParse(input)
    if (!parsed.success) {
      const errs = issuesToErrors(parsed.error.issues)
      setErrors(errs)
      toast.show(Object.values(errs).flat()[0] ?? '请检查填写内容', 'warning')
      return
    }
    setErrors({})
    setBusy(true)
    const r = await api.request('enrolling.Enroll/add', input)
    setBusy(false)
    if (r.ok) {
      setReceipt(r.data.application_no)
      toast.show('报名信息已提交', 'success')
    } else if (r.errors) setErrors(r.errors)
  })

  if (receipt) {
    return (
      <div className="success-card" role="status">
        <h2>报名信息已提交</h2>
        <p>
          报名编号：<strong data-testid="application-no">{receipt}</strong>
        </p>
        <p className="muted">招生老师将在 3 个工作日内与您联系，请保持电话畅通。缴费请按学习中心通知办理。</p>
      </div>
    )
  }
  const err = (k: string) =>
    errors[k]?.length ? (
      <p className="field-error" id={`${k}-error`}>
        {errors[k]!.join('；')}
      </p>
    ) : null
  const a11y = (k: string) => ({
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
        <label htmlFor="name">姓名 *</label>
        <input id="name" autoComplete="name" value={form.name} onChange={set('name')} {...a11y('name')} />
        {err('name')}
      </div>
      <fieldset className="field">
        <legend>性别 *</legend>
        <div className="radios">
          <label>
            <input
              type="radio"
              name="gender"
              value="male"
              checked={form.gender === 'male'}
              onChange={set('gender')}
            />{' '}
            男
          </label>
          <label>
            <input
              type="radio"
              name="gender"
              value="female"
              checked={form.gender === 'female'}
              onChange={set('gender')}
            />{' '}
            女
          </label>
        </div>
        {err('gender')}
      </fieldset>
      <div className="field">
        <label htmlFor="id_card">身份证号 *</label>
        <input
          id="id_card"
          value={form.id_card}
          onChange={set('id_card')}
          maxLength={18}
          {...a11y('id_card')}
        />
        {err('id_card')}
      </div>
      <div className="field">
        <label htmlFor="mobile">手机号 *</label>
        <input
          id="mobile"
          type="tel"
          autoComplete="tel"
          value={form.mobile}
          onChange={set('mobile')}
          maxLength={11}
          {...a11y('mobile')}
        />
        {err('mobile')}
      </div>
      <div className="field">
        <label htmlFor="email">邮箱</label>
        <input
          id="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          {...a11y('email')}
        />
        {err('email')}
      </div>
      <div className="field">
        <label htmlFor="education">最高学历 *</label>
        <select id="education" value={form.education} onChange={set('education')} {...a11y('education')}>
          <option value="">请选择</option>
          {Object.entries(EDUCATION_BACKGROUND_LABEL).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
        {err('education')}
      </div>
      <div className="field">
        <label htmlFor="level">报读层次 *</label>
        <select id="level" value={form.level} onChange={set('level')} {...a11y('level')}>
          <option value="">请选择</option>
          {levels.map((l) => (
            <option key={l} value={l}>
              {MAJOR_LEVEL_LABEL[l]}
            </option>
          ))}
        </select>
        {err('level')}
      </div>
      <div className="field">
        <label htmlFor="major_id">报读专业 *</label>
        <select
          id="major_id"
          value={form.major_id}
          onChange={set('major_id')}
          disabled={!form.level}
          {...a11y('major_id')}
        >
          <option value="">{form.level ? '请选择' : '请先选择层次'}</option>
          {majors
            .filter((m) => m.level === form.level)
            .map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
        </select>
        {err('major_id')}
      </div>
      <div className="field">
        <label htmlFor="school_id">学习中心 *</label>
        <select id="school_id" value={form.school_id} onChange={set('school_id')} {...a11y('school_id')}>
          <option value="">{schoolList.length ? '请选择' : '正在加载…'}</option>
          {schoolList.map((s) => (
            <option key={s.id} value={s.id}>
              {s.region ? `${s.region} · ` : ''}
              {s.name}
            </option>
          ))}
        </select>
        {err('school_id')}
      </div>
      <div className="field field-wide">
        <label htmlFor="address">通讯地址</label>
        <input
          id="address"
          autoComplete="street-address"
          value={form.address}
          onChange={set('address')}
          maxLength={200}
        />
        {err('address')}
      </div>
      <div className="field field-wide">
        <label htmlFor="remark">备注</label>
        <textarea id="remark" rows={3} value={form.remark} onChange={set('remark')} maxLength={500} />
        {err('remark')}
      </div>
      <div className="field-wide">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="enroll-submit">
          {busy ? '提交中…' : '提交报名'}
        </button>
      </div>
    </form>
  )
}
