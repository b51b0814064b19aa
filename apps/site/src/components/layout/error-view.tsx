'use client'

import Link from '@/components/ui/link'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { href } from '@/lib/routes'

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

const noSubscription = () => () => {}
/** The address in the browser: a cached page cannot know which missing address it answers. */
const useLocation = () =>
  useSyncExternalStore(
    noSubscription,
    () => location.pathname + location.search,
    () => '',
  )

/**
 * The error page: "Page Not Found" for 404, "Internal Server Error" otherwise. With `withLocation`
 * the message ends with the address the visitor asked for.
 */
export function ErrorView({
  status,
  message,
  withLocation = false,
  onRetry,
}: {
  status: number
  message: string
  withLocation?: boolean
  onRetry?: () => void
}) {
  const router = useRouter()
  const where = useLocation()
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error'
  return (
    <section className="error-page container" data-status={status} aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="error-status">
        <span data-testid="error-status">{status}</span> {STATUS_TEXT[status] ?? 'Error'}
      </p>
      <p className="error-message" data-testid="error-message">
        {message}
        {withLocation && where}
      </p>
      <p className="error-hint">
        {status === 404 ? '您访问的页面不存在或已被移除。' : '服务器开小差了，请稍后再试。'}
      </p>
      <div className="error-actions">
        {/* Back to the root path, replacing this entry in history. */}
        <button type="button" className="btn btn-primary" onClick={() => router.replace(href.home())}>
          返回首页
        </button>
        {onRetry && (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            重试
          </button>
        )}
        <Link href={href.search()} className="btn btn-ghost">
          站内搜索
        </Link>
      </div>
    </section>
  )
}
