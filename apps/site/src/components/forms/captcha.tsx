'use client'

import { useCallback, useEffect, useState } from 'react'
import type { ErrorsMap } from '@ou/contract/errors'

export type Captcha = { captcha_id: string; image: string; expires_in: number }

/**
 * A captcha (student login, mailbox): loaded on mount, refreshed on demand (click, or after every
 * failed try, since each captcha is single use) and again shortly before it expires.
 */
export function useCaptcha(load: () => Promise<Captcha | null>) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const refresh = useCallback(async () => {
    const next = await load()
    if (next) setCaptcha(next)
  }, [load])
  useEffect(() => {
    void refresh()
  }, [refresh])
  useEffect(() => {
    if (!captcha) return
    const t = setTimeout(() => void refresh(), Math.max(10, captcha.expires_in - 5) * 1000)
    return () => clearTimeout(t)
  }, [captcha, refresh])
  return { captcha, refresh }
}

export function CaptchaButton({ captcha, onRefresh }: { captcha: Captcha | null; onRefresh: () => void }) {
  return (
    <button
      type="button"
      className="captcha-img"
      onClick={onRefresh}
      aria-label="看不清，换一张验证码"
      title="看不清，换一张"
      data-testid="captcha-refresh"
    >
      {captcha ? (
        <img src={captcha.image} alt="验证码图片" width={120} height={40} />
      ) : (
        <span>获取验证码</span>
      )}
    </button>
  )
}

/** Puts a missing-captcha message (`captcha_id`) on the captcha field the visitor can act on. */
export function onCaptchaField(errors: ErrorsMap): ErrorsMap {
  const { captcha_id, ...rest } = errors
  return captcha_id ? { ...rest, captcha: rest.captcha ?? captcha_id } : rest
}
