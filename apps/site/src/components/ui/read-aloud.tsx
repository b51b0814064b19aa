'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { mandarinVoice, sentencesOf, type Sentence } from '@/lib/speech'

type State = 'idle' | 'playing' | 'paused'

const HIGHLIGHT = 'read-aloud'

/**
 * 朗读: reads the text of a region aloud in Mandarin through the browser's speech synthesis,
 * sentence by sentence, highlighting the sentence being read. Hidden where the browser has no
 * Mandarin voice (or no speech synthesis at all).
 */
export function ReadAloud({ target, label = '朗读本页' }: { target: string; label?: string }) {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null)
  const [state, setState] = useState<State>('idle')
  const [at, setAt] = useState<{ index: number; count: number } | null>(null)
  // Each run has its own number: events of a cancelled utterance must not start the next one.
  const run = useRef(0)
  const pathname = usePathname()

  useEffect(() => {
    if (!('speechSynthesis' in window)) return
    const pick = () => setVoice(mandarinVoice(window.speechSynthesis.getVoices()))
    pick()
    window.speechSynthesis.addEventListener('voiceschanged', pick)
    return () => window.speechSynthesis.removeEventListener('voiceschanged', pick)
  }, [])

  const clear = useCallback(() => {
    if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete(HIGHLIGHT)
  }, [])

  const stop = useCallback(() => {
    run.current++
    if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    clear()
    setState('idle')
    setAt(null)
  }, [clear])

  // Leaving the page (or the region changing with it) ends the reading.
  useEffect(() => stop, [pathname, stop])

  const speak = (sentences: Sentence[], i: number, id: number) => {
    if (id !== run.current) return
    const s = sentences[i]
    if (!s || !voice) return stop()
    if (typeof CSS !== 'undefined' && 'highlights' in CSS)
      CSS.highlights.set(HIGHLIGHT, new Highlight(s.range))
    const box = s.range.getBoundingClientRect()
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollBy({ top: box.top - window.innerHeight / 3, behavior: reduce ? 'auto' : 'smooth' })
    }
    setAt({ index: i + 1, count: sentences.length })
    const u = new SpeechSynthesisUtterance(s.text)
    u.voice = voice
    u.lang = voice.lang
    // A little slower than the default, for older listeners.
    u.rate = 0.9
    u.addEventListener('end', () => speak(sentences, i + 1, id))
    u.addEventListener('error', (e) => {
      if (id === run.current && e.error !== 'interrupted' && e.error !== 'canceled') stop()
    })
    window.speechSynthesis.speak(u)
  }

  /** Pauses a playing reading, resumes a paused one (one button, named for what it does next). */
  const toggle = () => {
    if (state === 'playing') window.speechSynthesis.pause()
    else window.speechSynthesis.resume()
    setState(state === 'playing' ? 'paused' : 'playing')
  }
  const play = () => {
    const region = document.querySelector<HTMLElement>(target)
    const sentences = region ? sentencesOf(region) : []
    if (!sentences.length) return
    window.speechSynthesis.cancel()
    const id = ++run.current
    setState('playing')
    speak(sentences, 0, id)
  }

  if (!voice) return null
  return (
    <div className="read-aloud" role="group" aria-label="朗读" data-no-read>
      {at && (
        <span className="read-aloud-status" aria-live="polite">
          正在朗读第 {at.index} / {at.count} 句
        </span>
      )}
      {state === 'idle' && (
        <button type="button" className="btn btn-ghost" onClick={play}>
          <span aria-hidden="true">🔊 </span>
          {label}
        </button>
      )}
      {state !== 'idle' && (
        <button type="button" className="btn btn-ghost" onClick={toggle}>
          {state === 'playing' ? '暂停' : '继续'}
        </button>
      )}
      {state !== 'idle' && (
        <button type="button" className="btn btn-ghost" onClick={stop}>
          停止
        </button>
      )}
    </div>
  )
}
