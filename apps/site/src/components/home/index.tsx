import Link from 'next/link'
import { Carousel } from '@/client/Carousel'
import { Tabs } from '@/client/Tabs'
import { loadOptional } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { ENROLLING } from '@/lib/pages'
import { Img } from '../Img'
import { Empty, SectionTitle, TitleList } from '../ui'

const isExternal = (url: string) => /^https?:\/\//i.test(url)

export async function HomeBanner() {
  const data = await loadOptional('setting.Carousel/list')
  const items = data?.list ?? []
  if (!items.length) return <div className="carousel carousel-empty" aria-hidden="true" />
  return (
    <Carousel
      labels={items.map((i) => i.title)}
      slides={items.map((item, i) => {
        const body = (
          <>
            <Img
              image={item.image}
              priority={i === 0}
              sizes="100vw"
              className="carousel-img"
              alt={item.image.alt || item.title}
            />
            <div className="carousel-caption">
              <div className="container">
                <p className="carousel-title">{item.title}</p>
                {item.subtitle && <p className="carousel-subtitle">{item.subtitle}</p>}
              </div>
            </div>
          </>
        )
        if (!item.url) return body
        return isExternal(item.url) ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="carousel-link">
            {body}
          </a>
        ) : (
          <Link href={item.url} className="carousel-link">
            {body}
          </Link>
        )
      })}
    />
  )
}

export async function HomeNews() {
  const categories = (await loadOptional('news.News/category')) ?? []
  const lists = await Promise.all(
    categories.map((c) => loadOptional('news.News/list', { path_name: c.path_name, page: 1, limit: 7 })),
  )
  const headline = lists[0]?.list.find((n) => n.cover) ?? lists[0]?.list[0]
  const first = categories[0]
  return (
    <section className="home-section home-news" aria-labelledby="home-news-title">
      <div className="container">
        <div className="section-title">
          <h2 id="home-news-title">
            新闻中心<span lang="en">News Center</span>
          </h2>
          <Link href="/news" className="more">
            更多<span className="sr-only">新闻</span> →
          </Link>
        </div>
        {!categories.length ? (
          <Empty>暂无新闻</Empty>
        ) : (
          <div className="home-news-grid">
            {headline && first && (
              <article className="headline">
                <Link href={`/news/${first.path_name}/${headline.id}`} className="headline-link">
                  <div className="headline-img">
                    <Img image={headline.cover} sizes="(max-width: 900px) 100vw, 50vw" alt="" />
                  </div>
                  <div className="headline-body">
                    <time dateTime={headline.published_at}>{formatDate(headline.published_at)}</time>
                    <h3>{headline.title}</h3>
                    <p>{headline.summary}</p>
                  </div>
                </Link>
              </article>
            )}
            <Tabs
              label="新闻栏目"
              tabs={categories.map((c, i) => ({
                key: c.path_name || String(c.id),
                label: c.name,
                more: (
                  <Link href={`/news/${c.path_name}`} className="more">
                    更多<span className="sr-only">{c.name}</span> →
                  </Link>
                ),
                panel: (
                  <TitleList items={lists[i]?.list ?? []} hrefFor={(id) => `/news/${c.path_name}/${id}`} />
                ),
              }))}
            />
          </div>
        )}
      </div>
    </section>
  )
}

export async function HomeFormats() {
  const data = await loadOptional('educationFormat.Setting/baseInfo')
  return (
    <section className="home-section home-formats" aria-labelledby="home-formats-title">
      <div className="container">
        <div className="section-title">
          <h2 id="home-formats-title">
            {data?.title || '办学形式'}
            <span lang="en">{data?.title_en || 'Educational Formats'}</span>
          </h2>
          <Link href="/educationalFormat" className="more">
            更多<span className="sr-only">办学形式</span> →
          </Link>
        </div>
        {data?.intro && <p className="section-intro">{data.intro}</p>}
        {data?.formats.length ? <FormatCards formats={data.formats} /> : <Empty />}
      </div>
    </section>
  )
}

export function FormatCards({
  formats,
}: {
  formats: NonNullable<
    Awaited<ReturnType<typeof loadOptional<'educationFormat.Setting/baseInfo'>>>
  >['formats']
}) {
  return (
    <ul className="format-cards">
      {formats.map((f) => (
        <li key={f.key} className="format-card" data-color={f.color}>
          <Link href={`/educationalFormat/${f.key}`}>
            <div className="format-card-img">
              <Img image={f.cover} sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 25vw" alt="" />
            </div>
            <div className="format-card-body">
              <h3>{f.name}</h3>
              <p className="format-card-en" lang="en">
                {f.name_en}
              </p>
              <p className="format-card-summary">{f.summary}</p>
              <span className="format-card-go" aria-hidden="true">
                了解详情 →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}

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
          <SectionTitle zh="招生信息" en="Admissions" more="/enrolling" />
          <ul className="enroll-entries">
            {Object.entries(ENROLLING).map(([key, v]) => (
              <li key={key}>
                <Link href={`/enrolling/${key}`}>
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
              return `/enrolling/${enrollRoute(item?.category_type)}/information/${id}`
            }}
          />
        </div>
        <div>
          <SectionTitle zh="服务导航" en="Services" />
          {services.length ? (
            <ul className="service-grid">
              {services.map((s) => (
                <li key={s.id}>
                  <a
                    href={s.url}
                    {...(isExternal(s.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <Img image={s.icon} className="service-icon" sizes="48px" alt="" />
                    <span>{s.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <Empty />
          )}
        </div>
      </div>
    </section>
  )
}

/** category_type → the /enrolling/<type> route. */
export function enrollRoute(categoryType: string | undefined): string {
  return categoryType === 'adult'
    ? 'aldultEducation'
    : categoryType === 'elderly'
      ? 'elderlyEducation'
      : 'openEducation'
}

export const HOME_COMPONENTS = {
  HomeBanner,
  HomeNews,
  HomeFormats,
  HomeEnrolling,
} as const
