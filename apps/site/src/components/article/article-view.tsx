import Link from '@/components/ui/link'
import type { ArticleDetail } from '@ou/contract'
import { JsonLd } from '@/components/seo/json-ld'
import { Prose } from '@/components/ui/prose'
import { formatDate } from '@/lib/format'
import { addsToText } from '@/lib/summary'

/** Full article: title, meta line, cover, content and previous/next links. */
export function ArticleView({
  article,
  hrefFor,
  backHref,
  backLabel,
  sourceHref,
}: {
  article: ArticleDetail
  hrefFor: (id: number) => string
  backHref: string
  backLabel: string
  /** 信息报送: the source article's page on its own site, which the 来源 line links to. */
  sourceHref?: string
}) {
  return (
    <article className="article-view">
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: article.title,
          datePublished: article.published_at,
          ...(article.summary ? { description: article.summary } : {}),
          ...(article.cover ? { image: [article.cover.url] } : {}),
          ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
          ...(article.source ? { publisher: { '@type': 'Organization', name: article.source } } : {}),
        }}
      />
      <header className="article-head">
        <h1>{article.title}</h1>
        <p className="article-meta">
          <span>
            发布时间：<time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          </span>
          {article.source && (
            <span>来源：{sourceHref ? <a href={sourceHref}>{article.source}</a> : article.source}</span>
          )}
          {article.author && <span>作者：{article.author}</span>}
          <span>浏览：{article.views}</span>
        </p>
      </header>
      {addsToText(article.summary, article.content) && <p className="article-lead">{article.summary}</p>}
      <Prose html={article.content} />
      <nav className="article-nav" aria-label="上一篇与下一篇">
        <Neighbour label="上一篇" article={article.prev} hrefFor={hrefFor} />
        <Neighbour label="下一篇" article={article.next} hrefFor={hrefFor} />
        <p>
          <Link href={backHref} className="btn btn-ghost">
            ← 返回{backLabel}
          </Link>
        </p>
      </nav>
    </article>
  )
}

/** One line of the previous/next links: the neighbour's title, or 没有了 at either end. */
function Neighbour({
  label,
  article,
  hrefFor,
}: {
  label: string
  article: ArticleDetail['prev']
  hrefFor: (id: number) => string
}) {
  return (
    <p>
      {label}：{article ? <Link href={hrefFor(article.id)}>{article.title}</Link> : <span>没有了</span>}
    </p>
  )
}
