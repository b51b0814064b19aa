import type { Metadata } from 'next'
import { ArticleList } from '@/components/article/article-list'
import { PageLayout } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { Pagination } from '@/components/ui/pagination'
import { listPage, pageInRange, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { isCategory, resolveCategory } from '@/lib/news'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { BilingualHeading } from '@/components/ui/bilingual-heading'
import { EditorPage, editorPageMeta, sectionPagePath } from '../../_lib/editor-page'

const LIMIT = 10

export async function generateMetadata({
  params,
}: {
  params: Promise<{ pathName: string }>
}): Promise<Metadata> {
  const { pathName } = await params
  if (!(await isCategory(pathName))) return editorPageMeta(sectionPagePath('news', pathName))
  const { category } = await resolveCategory(pathName)
  return pageMeta(PAGES.news, href.newsCategory(pathName), {
    stem: `news-${category.path_name}`,
    title: category.name,
  })
}

export default async function NewsListPage({
  params,
}: {
  params: Promise<{ pathName: string; n?: string }>
}) {
  const { pathName, n } = await params
  // A segment that names no category is an editor's page (its own list has no pages).
  if (n === undefined && !(await isCategory(pathName)))
    return <EditorPage path={sectionPagePath('news', pathName)} />
  const page = await listPage(params)
  const { category, categories } = await resolveCategory(pathName)
  const data = await load('news.News/list', { category_id: category.id, page, limit: LIMIT })
  pageInRange(page, data.total, LIMIT)
  return (
    <PageLayout
      page={PAGES.news}
      crumbs={[{ href: href.news(), label: PAGES.news.zh }, { label: category.name }]}
      aside={
        <SideNav
          title={PAGES.news.zh}
          titleEn={PAGES.news.en}
          items={categories.map((c) => ({ href: href.newsCategory(c.path_name), label: c.name }))}
          current={href.newsCategory(category.path_name)}
        />
      }
    >
      <BilingualHeading className="list-heading" zh={category.name} en={category.name_en} />
      <ArticleList
        items={data.list}
        hrefFor={(n) => href.newsArticle(category.path_name, n.id)}
        empty="该栏目暂无新闻"
      />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={href.newsCategory(pathName)} />
    </PageLayout>
  )
}
