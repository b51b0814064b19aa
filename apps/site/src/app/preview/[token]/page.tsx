import type { Metadata } from 'next'
import { PageLayout } from '@/components/layout/page-layout'
import { PreviewRefresh } from '@/components/article/preview-refresh'
import { PageBlocks } from '@/components/pages/page-blocks'
import { Prose } from '@/components/ui/prose'
import { loadUncached } from '@/lib/api'
import { formatDate, formatDateTime } from '@/lib/format'
import { PAGES } from '@/lib/pages'

/**
 * A draft shown through a preview link (the cms's `preview-links`, or the console's live preview).
 * Rendered on every request and never cached: the root layout's `force-static` is overridden here,
 * the API is read with `no-store`, and src/proxy.ts answers `Cache-Control: no-store` (which
 * server.mjs's micro-cache and nginx respect; deploy/nginx.conf also bypasses /preview/). An
 * unknown, expired or revoked link is a 404.
 */
export const dynamic = 'force-dynamic'

type Params = Promise<{ token: string }>

export const metadata: Metadata = {
  title: PAGES.preview.title,
  robots: { index: false, follow: false },
}

export default async function PreviewPage({ params }: { params: Params }) {
  const { token } = await params
  const p = await loadUncached('setting.Preview/info', { token })
  return (
    <PageLayout page={PAGES.preview} crumbs={[{ label: PAGES.preview.zh }]}>
      <PreviewRefresh />
      <p className="preview-banner" role="status">
        预览（{p.kind}）：此为未发布的草稿，仅供审阅，请勿转发。
        {p.expires_at && <>链接有效期至 {formatDateTime(p.expires_at)}。</>}
      </p>
      <article className="article-view">
        <header className="article-head">
          <h1>{p.title}</h1>
          <p className="article-meta">
            {p.published_at && (
              <span>
                发布时间：<time dateTime={p.published_at}>{formatDate(p.published_at)}</time>
              </span>
            )}
            {p.source && <span>来源：{p.source}</span>}
            {p.author && <span>作者：{p.author}</span>}
          </p>
        </header>
        {p.summary && <p className="article-lead">{p.summary}</p>}
        {p.blocks.length ? <PageBlocks blocks={p.blocks} /> : <Prose html={p.content} />}
      </article>
    </PageLayout>
  )
}
