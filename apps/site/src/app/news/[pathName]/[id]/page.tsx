import type { Metadata } from 'next'
import { PageLayout } from '@/components/PageLayout'
import { ArticleView } from '@/components/ui'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { resolveCategory } from '@/lib/news'
import { PAGES } from '@/lib/pages'

type Params = Promise<{ pathName: string; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { pathName, id } = await params
  return pageMeta(PAGES.newsDetail, `/news/${pathName}/${id}`)
}

export default async function NewsDetailPage({ params }: { params: Params }) {
  const { pathName, id } = await params
  const newsId = idParam(id)
  const [{ category }, news] = await Promise.all([
    resolveCategory(pathName),
    load('news.News/info', { news_id: newsId }),
  ])
  const base = `/news/${category.path_name}`
  return (
    <PageLayout
      page={PAGES.newsDetail}
      crumbs={[
        { href: '/news', label: PAGES.news.zh },
        { href: base, label: category.name },
        { label: PAGES.newsDetail.zh },
      ]}
    >
      <ArticleView article={news} hrefFor={(n) => `${base}/${n}`} backHref={base} backLabel={category.name} />
    </PageLayout>
  )
}
