import type { Preview } from '@ou/contract'
import { PageBlocks } from '@/components/pages/page-blocks'
import { Prose } from '@/components/ui/prose'
import { formatDate } from '@/lib/format'

/** A draft as the public page would show it: the preview page's body, and each live update of it. */
export function PreviewBody({ p }: { p: Preview }) {
  return (
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
  )
}
