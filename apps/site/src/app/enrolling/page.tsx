import Link from 'next/link'
import { enrollRoute } from '@/components/home'
import { PageLayout } from '@/components/PageLayout'
import { ArticleList, SectionTitle } from '@/components/ui'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ENROLLING, ENROLLING_CHILDREN, PAGES, type EnrollingRoute } from '@/lib/pages'

export const metadata = pageMeta(PAGES.enrolling, '/enrolling')

export default async function EnrollingIndex() {
  const news = await load('enrolling.News/list', { page: 1, limit: 8 })
  return (
    <PageLayout page={PAGES.enrolling} crumbs={[{ label: PAGES.enrolling.zh }]}>
      <ul className="enroll-types">
        {(Object.keys(ENROLLING) as EnrollingRoute[]).map((type) => (
          <li key={type} className={`enroll-type enroll-${type}`}>
            <h2>
              <Link href={`/enrolling/${type}`}>{ENROLLING[type].zh}</Link>
            </h2>
            <p lang="en" className="muted">
              {ENROLLING[type].en}
            </p>
            <ul className="enroll-type-links">
              {(Object.keys(ENROLLING_CHILDREN) as (keyof typeof ENROLLING_CHILDREN)[]).map((c) => (
                <li key={c}>
                  <Link href={`/enrolling/${type}/${c}`}>{ENROLLING_CHILDREN[c].zh}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <SectionTitle zh="最新招生信息" en="Latest Admissions News" />
      <ArticleList
        items={news.list}
        hrefFor={(n) =>
          `/enrolling/${enrollRoute(news.list.find((x) => x.id === n.id)?.category_type)}/information/${n.id}`
        }
      />
    </PageLayout>
  )
}
