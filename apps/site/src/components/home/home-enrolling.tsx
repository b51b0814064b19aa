import Link from '@/components/ui/link'
import { TitleList } from '@/components/article/title-list'
import { RecordList } from '@/components/ui/record-list'
import { Img } from '@/components/ui/img'
import { SectionTitle } from '@/components/ui/section-title'
import { loadOptional } from '@/lib/api'
import { NEW_TAB, isExternal } from '@/lib/links'
import { ENROLLING_TITLES, type Titles } from '@/lib/pages'
import { enrollingRouteOf, href, type EnrollingRoute } from '@/lib/routes'

/** Enrolment news, the three enrolment types and the service links of the home page. */
export async function HomeEnrolling() {
  const [news, settings] = await Promise.all([
    loadOptional('enrolling.News/list', { page: 1, limit: 6 }),
    loadOptional('setting.Setting/setting'),
  ])
  const services = settings?.service ?? []
  return (
    <section className="home-section home-enrolling" aria-labelledby="home-enrolling-title">
      <div className="container home-enrolling-grid">
        <div>
          <SectionTitle zh="招生信息" en="Admissions" more={href.enrolling()} />
          <ul className="enroll-entries">
            {(Object.entries(ENROLLING_TITLES) as [EnrollingRoute, Titles][]).map(([key, v]) => (
              <li key={key}>
                <Link href={href.enrollingType(key)}>
                  <span className="enroll-entry-zh">{v.zh}</span>
                  <span className="enroll-entry-en" lang="en">
                    {v.en}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <TitleList
            items={news?.list ?? []}
            hrefFor={(id) => {
              const item = news?.list.find((n) => n.id === id)
              return href.enrollingArticle(enrollingRouteOf(item?.category_type), id)
            }}
          />
        </div>
        <div>
          <SectionTitle zh="服务导航" en="Services" />
          <RecordList items={services} className="service-grid">
            {(s) => (
              <a href={s.url} {...(isExternal(s.url) ? NEW_TAB : {})}>
                <Img image={s.icon} className="service-icon" sizes="48px" alt="" />
                <span>{s.name}</span>
              </a>
            )}
          </RecordList>
        </div>
      </div>
    </section>
  )
}
