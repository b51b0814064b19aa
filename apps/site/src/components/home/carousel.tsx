'use client'

import { useEffect, useState, type ReactNode } from 'react'

/** Hero carousel: auto-advances every 6 s, pauses on hover/focus and when motion is reduced. */
export function Carousel({ slides, labels }: { slides: ReactNode[]; labels: string[] }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length
  useEffect(() => {
    if (paused || count < 2) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const t = setInterval(() => setIndex((i) => (i + 1) % count), 6000)
    return () => clearInterval(t)
  }, [paused, count])
  if (!count) return null
  const go = (i: number) => setIndex((i + count) % count)
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="焦点图"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-track" aria-live={paused ? 'polite' : 'off'}>
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
        </div>
      )}
    </section>
  )
}
