'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { useReading } from '@/components/providers/reading'

/**
 * Hero carousel: auto-advances every 6 s unless the visitor stopped it (its own button), is
 * pointing at or focused in it, prefers reduced motion, or reads in 长者模式.
 */
export function Carousel({ slides, labels }: { slides: ReactNode[]; labels: string[] }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  // The server cannot know the visitor's motion preference: no timer runs until the browser has
  // told it (else the first render after hydration starts one for a visitor who asked for none).
  const [motionKnown, setMotionKnown] = useState(false)
  const { elder } = useReading()
  const count = slides.length
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    setMotionKnown(true)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  const playing = !stopped && !reducedMotion && !elder && count > 1
  const timed = playing && motionKnown
  useEffect(() => {
    if (!timed || paused) return
    const t = setInterval(() => setIndex((i) => (i + 1) % count), 6000)
    return () => clearInterval(t)
  }, [timed, paused, count])
  if (!count) return null
  const go = (i: number) => setIndex((i + count) % count)
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="焦点图"
      data-playing={timed || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-track" aria-live={playing && !paused ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}：${labels[i] ?? ''}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-active={i === index || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-arrow prev"
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <div className="carousel-dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`第 ${i + 1} 张：${labels[i] ?? ''}`}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel-arrow next"
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          {/* Shown while the slides move by themselves (WCAG 2.2.2): one press stops them. */}
          {(playing || stopped) && !reducedMotion && !elder && (
            <button
              type="button"
              className="carousel-play"
              aria-pressed={stopped}
              aria-label="暂停自动播放"
              onClick={() => setStopped((v) => !v)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      )}
    </section>
  )
}
