import type { ThemeSection } from '@ou/contract'
import { FeaturedRedirect } from '@/client/FeaturedTheme'
import { idParam, load, pageParam, type SearchParams } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { FeaturedLayout, SECTIONS, themeIdParam } from './featured'
import { ArticleList, ArticleView, Pagination } from './ui'

const LIMIT = 10

/** Route modules of /featured/{news,theoretical,work} and their /{id} children. */
export function featuredSection(section: ThemeSection) {
  const s = SECTIONS[section]
  async function List({ searchParams }: { searchParams: SearchParams }) {
    const sp = await searchParams
    const themeId = themeIdParam(sp.theme_id)
    if (themeId === null) return <FeaturedRedirect path={s.path} />
    const page = pageParam(sp.page)
    const data = await load('theme.Article/list', { theme_id: themeId, section, page, limit: LIMIT })
    return (
      <FeaturedLayout themeId={themeId} page={s.page} crumbs={[{ label: s.page.zh }]}>
        <h2 className="list-heading">
          {s.page.zh}
          <span lang="en">{s.page.en}</span>
        </h2>
        <ArticleList items={data.list} hrefFor={(a) => `${s.path}/${a.id}`} />
        <Pagination
          page={page}
          total={data.total}
          limit={LIMIT}
          basePath={s.path}
          query={{ theme_id: themeId }}
        />
      </FeaturedLayout>
    )
  }
  async function Detail({ params }: { params: Promise<{ id: string }> }) {
    const article = await load('theme.Article/info', { article_id: idParam((await params).id) })
    const q = `?theme_id=${article.theme_id}`
    return (
      <FeaturedLayout
        themeId={article.theme_id}
        page={s.detail}
        crumbs={[{ href: `${s.path}${q}`, label: s.page.zh }, { label: '正文' }]}
      >
        <ArticleView
          article={article}
          hrefFor={(id) => `${s.path}/${id}`}
          backHref={`${s.path}${q}`}
          backLabel={s.page.zh}
        />
      </FeaturedLayout>
    )
  }
  return {
    List,
    Detail,
    listMetadata: pageMeta(s.page, s.path),
    detailMetadata: async ({ params }: { params: Promise<{ id: string }> }) =>
      pageMeta(s.detail, `${s.path}/${(await params).id}`),
  }
}
