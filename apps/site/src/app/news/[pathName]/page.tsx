import type { Metadata } from 'next'
import { PageLayout } from '@/components/PageLayout'
import { SideNav } from '@/components/SideNav'
import { ArticleList, Pagination } from '@/components/ui'
import { load, pageParam, type SearchParams } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { resolveCategory } from '@/lib/news'
import { PAGES } from '@/lib/pages'

const LIMIT = 10

export async function generateMetadata({
  params,
}: {
  params: Promise<{ pathName: string }>
}): Promise<Metadata> {
  return pageMeta(PAGES.news, `/news/${(await params).pathName}`)
}

export default async function NewsListPage({
  params,
  searchParams,
}: {
  params: Promise<{ pathName: string }>
  searchParams: SearchParams
}) {
  const { pathName } = await params
  const page = pageParam((await searchParams).page)
  const { category, categories } = await resolveCategory(pathName)
  const data = await load('news.News/list', { path_name: category.path_name, page, limit: LIMIT })
  const base = `/news/${category.path_name}`
  return (
    <PageLayout
      page={PAGES.news}
      crumbs={[{ href: '/news', label: PAGES.news.zh }, { label: category.name }]}
      aside={
        <SideNav
          title={PAGES.news.zh}
          titleEn={PAGES.news.en}
          items={categories.map((c) => ({ href: `/news/${c.path_name}`, label: c.name }))}
          current={base}
        />
      }
    >
      <h2 className="list-heading">
        {category.name}
        <span lang="en">{category.name_en}</span>
      </h2>
      <ArticleList items={data.list} hrefFor={(n) => `${base}/${n.id}`} empty="该栏目暂无新闻" />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={`/news/${pathName}`} />
    </PageLayout>
  )
}
