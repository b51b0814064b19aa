'use client'

import { useCallback, useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import type { EduType } from '@ou/contract'
import { useApi, useStore, useToast } from './Providers'
import { useThrottle } from './throttle'

type Captcha = { captcha_id: string; image: string }
const TOKEN_KEY = { openEducation: 'openToken', adultEducation: 'aldultToken' } as const

/** Score-query login: captcha, student number and password; keeps the token in session storage. */
export function ScoreLogin({ type, next }: { type: EduType; next: string }) {
  const api = useApi()
  const toast = useToast()
  const router = useRouter()
  const { setToken } = useStore()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState({ student_no: '', password: '', captcha: '' })

  const refresh = useCallback(async () => {
    const r = await api.request(`${type}.Student/captcha`)
    if (r.ok) setCaptcha(r.data)
  }, [api, type])
  useEffect(() => {
    void refresh()
  }, [refresh])

  const submit = useThrottle(async () => {
    if (!captcha) return void toast.show('请先获取验证码', 'warning')
    setBusy(true)
    const r = await api.request(`${type}.Student/login`, { ...form, captcha_id: captcha.captcha_id })
    setBusy(false)
    if (!r.ok) {
      setForm((f) => ({ ...f, captcha: '' }))
      void refresh()
      return
    }
    setToken(TOKEN_KEY[type], r.data.token)
    toast.show(`欢迎，${r.data.student.name}`, 'success')
    router.push(next)
  })

  return (
    <form
      className="login-form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <div className="field">
        <label htmlFor="student_no">学号</label>
        <input
          id="student_no"
          autoComplete="username"
          required
          maxLength={32}
          value={form.student_no}
          onChange={(e) => setForm({ ...form, student_no: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="password">密码</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="captcha">验证码</label>
        <div className="captcha-row">
          <input
            id="captcha"
            required
            maxLength={10}
            autoComplete="off"
            value={form.captcha}
            onChange={(e) => setForm({ ...form, captcha: e.target.value })}
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
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? '登录中…' : '登录查询'}
      </button>
    </form>
  )
}
