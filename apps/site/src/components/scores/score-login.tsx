'use client'

import { useCallback, useState } from 'react'
import { useRouter } from 'next/navigation'
import type { EduType } from '@ou/contract/enums'
import { tooManyAttemptsText } from '@ou/contract/errors'
import { CaptchaButton, onCaptchaField, useCaptcha } from '@/components/forms/captcha'
import { BusyRetryStatus, useBusyRetry } from '@/components/forms/busy-retry'
import { CheckedForm, Field } from '@/components/forms/form'
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

/** The cms's word for logins queued for a password check (lib/hashPool.ts): shown as a queue. */
const QUEUE_TEXT = '查询人数较多，正在排队…'
const queueText = (f: { message: string }) => (f.message === QUEUE_TEXT ? QUEUE_TEXT : undefined)

const EMPTY = { student_no: '', password: '', captcha: '' }
type LoginInput = typeof EMPTY & { captcha_id: string }

/** Score-query login: captcha, student number and password; keeps the token in session storage. */
export function ScoreLogin({ type, next }: { type: EduType; next: string }) {
  const api = useApi()
  const toast = useToast()
  const router = useRouter()
  const { setToken } = useStore()
  // Score-release day: while too many logins wait for a password check, the server answers the
  // login, and the captcha before it, with 503 and Retry-After (as it does while the database is
  // away for a moment). The page counts down and then does again what was refused: sends the same
  // login (its captcha was not used) or asks for a captcha. A queue may last: more resends.
  const queue = useBusyRetry(30)
  const { send: sendUntilServed } = queue
  const loadCaptcha = useCallback(async () => {
    const r = await sendUntilServed(() => api.request(`${type}.Student/captcha`), queueText)
    return r?.ok ? r.data : null
  }, [api, type, sendUntilServed])
  const { captcha, refresh } = useCaptcha(loadCaptcha)
  const f = useFormErrors('login')
  const schema = useSchema(loadSchema)
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState(() => typedBeforeHydration('login', EMPTY))
  const hydrated = useHydrated()
  const [blocked, setBlocked] = useState<string | null>(null)

  const send = async (input: LoginInput) => {
    setBusy(true)
    const r = await sendUntilServed(() => api.request(`${type}.Student/login`, input), queueText)
    setBusy(false)
    // Still refused after every resend: all that was typed stays, captcha included (unused).
    if (!r) return
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

  // The props every control shares: its id, name, value, change handler and error description.
  const bind = (k: keyof typeof EMPTY, hint?: string) => ({
    id: f.id(k),
    name: k,
    value: form[k],
    onChange: set(k),
    ...f.control(k, hint),
  })
  return (
    <CheckedForm formRef={f.formRef} className="login-form" preload={schema} onSubmit={submit}>
      <BusyRetryStatus busy={queue} testId="login-queue" />
      {blocked && (
        <p className="form-alert" role="alert" data-testid="login-blocked">
          {blocked}
        </p>
      )}
      <Field f={f} field="student_no" label="学号">
        <input {...bind('student_no')} autoComplete="username" inputMode="numeric" maxLength={32} />
      </Field>
      <Field f={f} field="password" label="密码">
        <input {...bind('password')} type="password" autoComplete="current-password" maxLength={128} />
      </Field>
      <Field
        f={f}
        field="captcha"
        label="验证码"
        hint="不区分大小写；看不清可点击图片换一张，或按“语音”听普通话朗读"
      >
        <div className="captcha-row">
          <input
            {...bind('captcha', f.id('captcha-hint'))}
            maxLength={10}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <CaptchaButton captcha={captcha} onRefresh={() => void refresh()} />
        </div>
      </Field>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={busy || queue.waiting || !hydrated}
      >
        {queue.waiting ? '排队中…' : busy ? '登录中…' : '登录查询'}
      </button>
    </CheckedForm>
  )
}
