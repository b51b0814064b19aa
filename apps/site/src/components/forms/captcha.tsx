'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorsMap } from '@ou/contract/errors'
import { useApi } from '@/components/providers/api'

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

/**
 * The captcha image (a button that loads another) and, beside it, a button that plays the same code
 * spoken in Mandarin over noise, for visitors who cannot read the image. The cms makes the spoken
 * form when the button is first pressed for this captcha (`system.Captcha/audio`), not with every
 * captcha. Neither carries the answer in text.
 */
export function CaptchaButton({ captcha, onRefresh }: { captcha: Captcha | null; onRefresh: () => void }) {
  const api = useApi()
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  // The spoken form of the captcha shown now (keyed by its id, so a new captcha fetches anew).
  const [spoken, setSpoken] = useState<{ id: string; src: string } | null>(null)
  const src = spoken && spoken.id === captcha?.captcha_id ? spoken.src : undefined
  // Asked to play before the audio arrived: played once React has given the element its source
  // (setting it by hand would be undone by that render, which reloads the element).
  const [pending, setPending] = useState(false)
  const start = useCallback(() => {
    const a = audio.current
    if (!a) return
    a.currentTime = 0
    void a.play().catch(() => setPlaying(false))
  }, [])
  useEffect(() => {
    if (!pending || !src) return
    setPending(false)
    start()
  }, [pending, src, start])
  const play = async () => {
    if (!captcha) return
    if (src) return start()
    setPlaying(true)
    const r = await api.request('system.Captcha/audio', { captcha_id: captcha.captcha_id })
    if (!r.ok) {
      // An expired or used captcha: a new one, whose audio the next press plays.
      setPlaying(false)
      onRefresh()
      return
    }
    setSpoken({ id: captcha.captcha_id, src: r.data.audio })
    setPending(true)
  }
  return (
    <>
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
      <button
        type="button"
        className="captcha-audio"
        onClick={() => void play()}
        disabled={!captcha}
        aria-label={playing ? '正在播放语音验证码，按此重新播放' : '播放语音验证码（普通话朗读）'}
        title="听语音验证码"
        data-testid="captcha-audio"
        data-playing={playing || undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="captcha-audio-icon">
          <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        语音
      </button>
      {captcha && (
        <audio
          ref={audio}
          src={src}
          preload="none"
          data-testid="captcha-audio-player"
          onPlay={() => setPlaying(true)}
          onEnded={() => setPlaying(false)}
          onPause={() => setPlaying(false)}
        />
      )}
    </>
  )
}

/** Puts a missing-captcha message (`captcha_id`) on the captcha field the visitor can act on. */
export function onCaptchaField(errors: ErrorsMap): ErrorsMap {
  const { captcha_id, ...rest } = errors
  return captcha_id ? { ...rest, captcha: rest.captcha ?? captcha_id } : rest
}
