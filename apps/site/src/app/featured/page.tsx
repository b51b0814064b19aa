import Link from 'next/link'
import { FeaturedRedirect } from '@/client/FeaturedTheme'
import { FeaturedLayout, SECTIONS, themeIdParam } from '@/components/featured'
import { Img } from '@/components/Img'
import { Empty, TitleList } from '@/components/ui'
import { load, type SearchParams } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

export const metadata = pageMeta(PAGES.featured, '/featured')

export default async function FeaturedPage({ searchParams }: { searchParams: SearchParams }) {
  const themeId = themeIdParam((await searchParams).theme_id)
  if (themeId === null) return <FeaturedRedirect path="/featured" />
  const [theme, news, theoretical, work] = await Promise.all([
    load('theme.Theme/info', { theme_id: themeId }),
    load('theme.Article/list', { theme_id: themeId, section: 'news', page: 1, limit: 5 }),
    load('theme.Article/list', { theme_id: themeId, section: 'theoretical', page: 1, limit: 6 }),
    load('theme.Article/list', { theme_id: themeId, section: 'work', page: 1, limit: 6 }),
  ])
  const q = `?theme_id=${themeId}`
  const lead = news.list.find((a) => a.cover) ?? news.list[0]
  return (
    <FeaturedLayout themeId={themeId} page={PAGES.featured} crumbs={[]}>
      {theme.intro && <p className="theme-intro">{theme.intro}</p>}
      <section className="featured-block" aria-labelledby="featured-news">
        <div className="section-title">
          <h2 id="featured-news">
            {SECTIONS.news.page.zh}
            <span lang="en">{SECTIONS.news.page.en}</span>
          </h2>
          <Link className="more" href={`${SECTIONS.news.path}${q}`}>
            更多<span className="sr-only">{SECTIONS.news.page.zh}</span> →
          </Link>
        </div>
        {lead ? (
          <div className="featured-news">
            <Link href={`${SECTIONS.news.path}/${lead.id}`} className="featured-lead">
              <Img image={lead.cover} sizes="(max-width: 900px) 100vw, 40vw" alt="" />
              <span className="featured-lead-text">
                <span className="featured-lead-title">{lead.title}</span>
                <time dateTime={lead.published_at}>{formatDate(lead.published_at)}</time>
              </span>
            </Link>
            <TitleList
              items={news.list.filter((a) => a !== lead)}
              hrefFor={(id) => `${SECTIONS.news.path}/${id}`}
            />
          </div>
        ) : (
          <Empty />
        )}
      </section>
      <div className="featured-columns">
        {(
          [
            ['theoretical', theoretical],
            ['work', work],
          ] as const
        ).map(([key, list]) => (
          <section key={key} className="featured-block" aria-labelledby={`featured-${key}`}>
            <div className="section-title">
              <h2 id={`featured-${key}`}>
                {SECTIONS[key].page.zh}
                <span lang="en">{SECTIONS[key].page.en}</span>
              </h2>
              <Link className="more" href={`${SECTIONS[key].path}${q}`}>
                更多<span className="sr-only">{SECTIONS[key].page.zh}</span> →
              </Link>
            </div>
            <TitleList items={list.list} hrefFor={(id) => `${SECTIONS[key].path}/${id}`} />
          </section>
        ))}
      </div>
    </FeaturedLayout>
  )
}
