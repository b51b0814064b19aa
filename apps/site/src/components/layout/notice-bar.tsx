'use client'

import { useEffect, useState } from 'react'
import type { Notice } from '@ou/contract'
import { noticeShownAt } from '@/lib/notice'
import { KEYS, readStorage, writeStorage } from '@/lib/storage'

/**
 * The site-wide notice above the header. Pages are cached until the cms revalidates them, so a
 * page may have been rendered before the notice's start or be served after its end: the page
 * carries the notice with its times, and this island shows and hides it on the visitor's clock,
 * checked every second (within 2 s of either time, with no extra request). A publish in the
 * console revalidates the pages (tag api:setting.Notice), so a change shows within 2 s as well.
 * A 普通 notice can be closed, remembered per notice in local storage; a 紧急 one cannot. A site of
 * the group (站群) shows its own notice under its header, remembered under its own key.
 */
export function NoticeBar({
  notice,
  shownAtRender,
  storageKey = KEYS.noticeClosed,
  label,
}: {
  notice: Notice | null
  shownAtRender: boolean
  /** Where a closed notice's key is kept (a site's own, beside the portal's). */
  storageKey?: string
  /** The region's name (a site names its own). */
  label?: string
}) {
  const [shown, setShown] = useState(shownAtRender)
  const [closed, setClosed] = useState(false)

  useEffect(() => {
    if (!notice) return
    if (notice.level === 'normal' && readStorage('local', storageKey) === notice.key) setClosed(true)
    const check = () => setShown(noticeShownAt(notice, Date.now()))
    check()
    const timer = window.setInterval(check, 1000)
    return () => window.clearInterval(timer)
  }, [notice, storageKey])

  if (!notice || !shown || closed) return null
  const urgent = notice.level === 'urgent'
  const external = notice.link !== null && /^https?:\/\//.test(notice.link)
  return (
    <div
      className={urgent ? 'notice-bar notice-urgent' : 'notice-bar'}
      role={urgent ? 'alert' : 'status'}
      aria-label={label}
    >
      <div className="container notice-inner">
        <span className="notice-label">{urgent ? '紧急通知' : '通知'}</span>
        <p className="notice-text">
          {notice.link ? (
            <a href={notice.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {notice.text}
            </a>
          ) : (
            notice.text
          )}
        </p>
        {!urgent && (
          <button
            type="button"
            className="notice-close"
            aria-label="关闭通知"
            onClick={() => {
              writeStorage('local', storageKey, notice.key)
              setClosed(true)
            }}
          >
            ×
          </button>
        )}
      </div>
    </div>
  )
}
