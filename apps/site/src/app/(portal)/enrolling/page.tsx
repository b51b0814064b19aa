import Link from '@/components/ui/link'
import { ArticleList } from '@/components/article/article-list'
import { PageLayout } from '@/components/layout/page-layout'
import { SectionTitle } from '@/components/ui/section-title'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ENROLLING_CHILD_TITLES, ENROLLING_TITLES, PAGES } from '@/lib/pages'
import { ENROLLING_CHILDREN, enrollingRouteOf, href, type EnrollingRoute } from '@/lib/routes'

export const metadata = pageMeta(PAGES.enrolling, href.enrolling())

export default async function EnrollingIndex() {
  const news = await load('enrolling.News/list', { page: 1, limit: 8 })
  return (
    <PageLayout page={PAGES.enrolling} crumbs={[{ label: PAGES.enrolling.zh }]}>
      <ul className="enroll-types">
        {(Object.keys(ENROLLING_TITLES) as EnrollingRoute[]).map((type) => (
          <li key={type} className={`enroll-type enroll-${type}`}>
            <h2>
              <Link href={href.enrollingType(type)}>{ENROLLING_TITLES[type].zh}</Link>
            </h2>
            <p lang="en" className="muted">
              {ENROLLING_TITLES[type].en}
            </p>
            <ul className="enroll-type-links">
              {ENROLLING_CHILDREN.map((c) => (
                <li key={c}>
                  <Link href={href.enrollingChild(type, c)}>{ENROLLING_CHILD_TITLES[c].zh}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <SectionTitle zh="最新招生信息" en="Latest Admissions News" />
      <ArticleList
        items={news.list}
        hrefFor={(n) => href.enrollingArticle(enrollingRouteOf(n.category_type), n.id)}
      />
    </PageLayout>
  )
}
