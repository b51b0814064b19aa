import type { ReactNode } from 'react'

export function Empty({ children = '暂无内容' }: { children?: ReactNode }) {
  return (
    <div className="empty" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 24h44M20 34h24M20 41h14" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p>{children}</p>
    </div>
  )
}
