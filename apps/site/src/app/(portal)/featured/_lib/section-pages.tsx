import { permanentRedirect } from 'next/navigation'
import type { ThemeSection } from '@ou/contract/enums'
import { pageNumber } from '@ou/contract/paging'
import { ArticleList } from '@/components/article/article-list'
import { ArticleView } from '@/components/article/article-view'
import { FeaturedLayout } from '@/components/featured/featured-layout'
import { FeaturedRedirect } from '@/components/featured/featured-redirect'
import { Pagination } from '@/components/ui/pagination'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle, pageMeta } from '@/lib/meta'
import { FEATURED_SECTIONS } from '@/lib/pages'
import { href } from '@/lib/routes'
import { BilingualHeading } from '@/components/ui/bilingual-heading'

const LIMIT = 10

/**
 * Route modules of /featured/{news,theoretical,work}, their theme/[themeId]/[n] pages (the
 * `?theme_id=N&page=M` links, rewritten by src/proxy.ts) and their /{id} children.
 */
export function featuredSection(section: ThemeSection) {
  const s = FEATURED_SECTIONS[section]
  /** Without a theme (the section's own path): on to the theme seen last; else one page of it. */
  async function List({ params }: { params: Promise<{ themeId?: string; n?: string }> }) {
    const p = await params
    if (p.themeId === undefined) return <FeaturedRedirect section={section} />
    const themeId = idParam(p.themeId)
    const page = pageNumber(p.n)
    const data = await load('theme.Article/list', { theme_id: themeId, section, page, limit: LIMIT })
    return (
      <FeaturedLayout themeId={themeId} page={s.page} crumbs={[{ label: s.page.zh }]}>
        <BilingualHeading className="list-heading" zh={s.page.zh} en={s.page.en} />
        <ArticleList items={data.list} hrefFor={(a) => href.featuredArticle(section, a.id)} />
        <Pagination
          page={page}
          total={data.total}
          limit={LIMIT}
          basePath={href.featuredSection(section)}
          query={{ theme_id: themeId }}
        />
      </FeaturedLayout>
    )
  }
  async function Detail({ params }: { params: Promise<{ id: string }> }) {
    const article = await load('theme.Article/info', { article_id: idParam((await params).id) })
    // One address per article: under another section's path it moves to its own.
    if (article.section !== section) permanentRedirect(href.featuredArticle(article.section, article.id))
    const list = href.featuredSection(section, article.theme_id)
    return (
      <FeaturedLayout
        themeId={article.theme_id}
        page={s.detail}
        crumbs={[{ href: list, label: s.page.zh }, { label: crumbTitle(article.title) }]}
      >
        <ArticleView
          article={article}
          hrefFor={(id) => href.featuredArticle(section, id)}
          backHref={list}
          backLabel={s.page.zh}
        />
      </FeaturedLayout>
    )
  }
  return {
    List,
    Detail,
    listMetadata: pageMeta(s.page, href.featuredSection(section)),
    detailMetadata: async ({ params }: { params: Promise<{ id: string }> }) => {
      const article = await load('theme.Article/info', { article_id: idParam((await params).id) })
      return articleMeta(article, href.featuredArticle(article.section, article.id))
    },
  }
}
