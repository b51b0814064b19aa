import Link from 'next/link'
import type { ArticleDetail } from '@ou/contract'
import { Prose } from '@/components/ui/prose'
import { formatDate } from '@/lib/format'

/** Full article: title, meta line, cover, content and previous/next links. */
export function ArticleView({
  article,
  hrefFor,
  backHref,
  backLabel,
}: {
  article: ArticleDetail
  hrefFor: (id: number) => string
  backHref: string
  backLabel: string
}) {
  return (
    <article className="article-view">
      <header className="article-head">
        <h1>{article.title}</h1>
        <p className="article-meta">
          <span>
            发布时间：<time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          </span>
          {article.source && <span>来源：{article.source}</span>}
          {article.author && <span>作者：{article.author}</span>}
          <span>浏览：{article.views}</span>
        </p>
      </header>
      {addsToText(article.summary, article.content) && <p className="article-lead">{article.summary}</p>}
      <Prose html={article.content} />
      <nav className="article-nav" aria-label="上一篇与下一篇">
        <p>
          上一篇：
          {article.prev ? (
            <Link href={hrefFor(article.prev.id)}>{article.prev.title}</Link>
          ) : (
            <span>没有了</span>
          )}
        </p>
        <p>
          下一篇：
          {article.next ? (
            <Link href={hrefFor(article.next.id)}>{article.next.title}</Link>
          ) : (
            <span>没有了</span>
          )}
        </p>
        <p>
          <Link href={backHref} className="btn btn-ghost">
            ← 返回{backLabel}
          </Link>
        </p>
      </nav>
    </article>
  )
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, '')
    .replace(/[\s…]+|\.{3}$/g, '')

/**
 * Whether a summary says something the text does not already open with: a lead box that repeats
 * the first paragraph word for word (or its first sentences, cut short) only doubles it.
 */
export function addsToText(summary: string | null | undefined, html: string): summary is string {
  if (!summary) return false
  const first = plain(/<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? '')
  const lead = plain(summary)
  return lead !== '' && !first.startsWith(lead)
}
