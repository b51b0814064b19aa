'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import type { EduType } from '@ou/contract/enums'
import { tooManyAttemptsText } from '@ou/contract/errors'
import { CaptchaButton, onCaptchaField, useCaptcha } from '@/components/forms/captcha'
import { typedBeforeHydration, useHydrated } from '@/components/forms/hydration'
import { useFormErrors } from '@/components/forms/use-form-errors'
import { useSchema } from '@/components/forms/use-schema'
import { useApi } from '@/components/providers/api'
import { useStore } from '@/components/providers/store'
import { useToast } from '@/components/providers/toast'
import { TOKEN_KEY, writeStudent } from '@/lib/score-session'
import { useThrottle } from '@/lib/use-throttle'

/** The form's own validator, loaded on first focus (see useSchema). */
const loadSchema = () => import('@ou/contract/forms/studentLogin')

const EMPTY = { student_no: '', password: '', captcha: '' }
type LoginInput = typeof EMPTY & { captcha_id: string }

/** Score-query login: captcha, student number and password; keeps the token in session storage. */
export function ScoreLogin({ type, next }: { type: EduType; next: string }) {
  const api = useApi()
  const toast = useToast()
  const router = useRouter()
  const { setToken } = useStore()
  const loadCaptcha = useCallback(async () => {
    const r = await api.request(`${type}.Student/captcha`)
    return r.ok ? r.data : null
  }, [api, type])
  const { captcha, refresh } = useCaptcha(loadCaptcha)
  const f = useFormErrors('login')
  const schema = useSchema(loadSchema)
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState(() => typedBeforeHydration('login', EMPTY))
  const hydrated = useHydrated()
  const [blocked, setBlocked] = useState<string | null>(null)
  // Score-release day: the server answers 503 with Retry-After when too many logins wait for a
  // password check. The page counts down and sends the same login again (its captcha was not used).
  const [queue, setQueue] = useState<number | null>(null)
  const pending = useRef<LoginInput | null>(null)

  const send = async (input: LoginInput) => {
    setBusy(true)
    const r = await api.request(`${type}.Student/login`, input)
    setBusy(false)
    if (!r.ok && r.status === 503) {
      pending.current = input
      setQueue(Math.max(1, Math.min(60, r.retryAfter ?? 3)))
      return
    }
    pending.current = null
    setQueue(null)
    if (!r.ok) {
      // Captchas are single use: whatever went wrong, the next try needs a new one.
      setForm((v) => ({ ...v, captcha: '' }))
      void refresh()
      if (r.kind === 'rate_limited') setBlocked(tooManyAttemptsText(r.retryAfter ?? 900))
      else document.getElementById(f.id('captcha'))?.focus()
      return
    }
    setBlocked(null)
    setToken(TOKEN_KEY[type], r.data.token)
    writeStudent(type, r.data.student)
    toast.show(`欢迎，${r.data.student.name}`, 'success')
    router.push(next)
  }
  const sendRef = useRef(send)
  useEffect(() => {
    sendRef.current = send
  })

  useEffect(() => {
    if (queue === null) return
    const t = setTimeout(() => {
      if (queue > 1) return setQueue(queue - 1)
      const input = pending.current
      setQueue(null)
      if (input) void sendRef.current(input)
    }, 1000)
    return () => clearTimeout(t)
  }, [queue])

  const submit = useThrottle(async () => {
    const input = { ...form, captcha_id: captcha?.captcha_id ?? '' }
    const { studentLoginInput, issuesToErrors } = await schema()
    const parsed = studentLoginInput.safeParse(input)
    if (!parsed.success) return f.show(onCaptchaField(issuesToErrors(parsed.error.issues)))
    f.show({})
    if (!captcha) return void refresh()
    await send(input)
  })

  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value
    setForm((v) => ({ ...v, [k]: value }))
    f.clear(k)
  }

  return (
    <form
      ref={f.formRef}
      className="login-form"
      noValidate
      onFocus={() => void schema().catch(() => {})}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {queue !== null && (
        <p className="form-alert form-queue" role="status" data-testid="login-queue">
          查询人数较多，正在排队… {queue} 秒后自动重试
        </p>
      )}
      {blocked && (
        <p className="form-alert" role="alert" data-testid="login-blocked">
          {blocked}
        </p>
      )}
      <div className="field">
        <label htmlFor={f.id('student_no')}>学号</label>
        <input
          id={f.id('student_no')}
          name="student_no"
          autoComplete="username"
          inputMode="numeric"
          maxLength={32}
          value={form.student_no}
          onChange={set('student_no')}
          {...f.control('student_no')}
        />
        {f.message('student_no')}
      </div>
      <div className="field">
        <label htmlFor={f.id('password')}>密码</label>
        <input
          id={f.id('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={form.password}
          onChange={set('password')}
          {...f.control('password')}
        />
        {f.message('password')}
      </div>
      <div className="field">
        <label htmlFor={f.id('captcha')}>验证码</label>
        <div className="captcha-row">
          <input
            id={f.id('captcha')}
            name="captcha"
            maxLength={10}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={form.captcha}
            onChange={set('captcha')}
            {...f.control('captcha', f.id('captcha-hint'))}
          />
          <CaptchaButton captcha={captcha} onRefresh={() => void refresh()} />
        </div>
        <p className="field-hint" id={f.id('captcha-hint')}>
          不区分大小写；看不清可点击图片换一张
        </p>
        {f.message('captcha')}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={busy || queue !== null || !hydrated}
      >
        {queue !== null ? '排队中…' : busy ? '登录中…' : '登录查询'}
      </button>
    </form>
  )
}
