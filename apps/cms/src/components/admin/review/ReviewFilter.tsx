'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { REVIEW_STATES } from '@/review/states'
import '../admin.scss'

const KEY = 'where[review_state][equals]'

/** One click to the documents in a review state, above an article list. */
export function ReviewFilter() {
  const path = usePathname()
  const current = useSearchParams().get(KEY)
  const chips = [{ label: '全部', value: '' }, ...REVIEW_STATES]
  return (
    <nav className="ou-review-filter" aria-label="按审核状态筛选">
      {chips.map((s) => (
        <a
          key={s.value}
          href={s.value ? `${path}?${new URLSearchParams({ [KEY]: s.value })}` : path}
          aria-current={(current ?? '') === s.value ? 'page' : undefined}
        >
          {s.label}
        </a>
      ))}
    </nav>
  )
}
