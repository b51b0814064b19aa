'use client'

import { useCallback, useEffect, useState } from 'react'

const COOKIE = 'ou_console_captcha'

interface Captcha {
  captcha_id: string
  image: string
  /** The code spoken in Mandarin over noise (WAV data URL), for staff who cannot read the image. */
  audio?: string
}

/**
 * Below the console's login form: after three failed logins (from this address or for the typed
 * account) the cms asks for a captcha. Payload's form sends only its own fields, so the answer
 * travels in a short-lived cookie that only the login call receives.
 */
export function LoginCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [answer, setAnswer] = useState('')

  const check = useCallback(async () => {
    const email = (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value ?? ''
    try {
      const res = await fetch(`/staff-api/login-captcha?email=${encodeURIComponent(email)}`, {
        cache: 'no-store',
      })
      const data = (await res.json()) as { required: boolean } & Partial<Captcha>
      setCaptcha(data.required && data.captcha_id && data.image ? (data as Captcha) : null)
      setAnswer('')
      document.cookie = `${COOKIE}=; path=/cms-api/users; max-age=0; samesite=strict`
    } catch {
      // The form still works; the login answer says when a captcha is needed.
    }
  }, [])

  useEffect(() => {
    void check()
    // Each submit consumes the captcha: look again once the answer is in.
    const onSubmit = () => setTimeout(() => void check(), 1200)
    document.addEventListener('submit', onSubmit, true)
    return () => document.removeEventListener('submit', onSubmit, true)
  }, [check])

  if (!captcha) return null
  return (
    <div className="login-captcha" style={{ marginTop: 'calc(var(--base) * 1)' }}>
      <label htmlFor="login-captcha" style={{ display: 'block', marginBottom: 'calc(var(--base) / 4)' }}>
        验证码
      </label>
      <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', alignItems: 'center' }}>
        <input
          id="login-captcha"
          name="login-captcha"
          autoComplete="off"
          value={answer}
          maxLength={10}
          onChange={(e) => {
            setAnswer(e.target.value)
            const value = encodeURIComponent(`${captcha.captcha_id}:${e.target.value.trim()}`)
            document.cookie = `${COOKIE}=${value}; path=/cms-api/users; max-age=300; samesite=strict`
          }}
          style={{ flex: 1 }}
        />
        <img src={captcha.image} alt="验证码图片" width={120} height={40} onClick={() => void check()} />
        {captcha.audio && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            aria-label="播放语音验证码（普通话朗读）"
            data-testid="console-captcha-audio"
            onClick={() => void new Audio(captcha.audio).play().catch(() => {})}
            style={{ margin: 0 }}
          >
            语音
          </button>
        )}
      </div>
      <p style={{ marginTop: 'calc(var(--base) / 4)', fontSize: '0.85em' }}>
        登录失败次数较多，请输入图中字符（看不清可点击图片换一张，或点“语音”收听）。
      </p>
    </div>
  )
}
