import Link from '@/components/ui/link'
import { TitleList } from '@/components/article/title-list'
import { FeaturedLayout } from '@/components/featured/featured-layout'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { load } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { FEATURED_SECTIONS, PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { BilingualHeading } from '@/components/ui/bilingual-heading'

/** The home page of one theme: its news, theory and work columns. */
export async function ThemeHome({ themeId }: { themeId: number }) {
  const [theme, news, theoretical, work] = await Promise.all([
    load('theme.Theme/info', { theme_id: themeId }),
    load('theme.Article/list', { theme_id: themeId, section: 'news', page: 1, limit: 5 }),
    load('theme.Article/list', { theme_id: themeId, section: 'theoretical', page: 1, limit: 6 }),
    load('theme.Article/list', { theme_id: themeId, section: 'work', page: 1, limit: 6 }),
  ])
  const lead = news.list.find((a) => a.cover) ?? news.list[0]
  return (
    <FeaturedLayout themeId={themeId} page={PAGES.featured} crumbs={[]}>
      {theme.intro && <p className="theme-intro">{theme.intro}</p>}
      <section className="featured-block" aria-labelledby="featured-news">
        <div className="section-title">
          <BilingualHeading
            id="featured-news"
            zh={FEATURED_SECTIONS.news.page.zh}
            en={FEATURED_SECTIONS.news.page.en}
          />
          <Link className="more" href={href.featuredSection('news', themeId)}>
            更多<span className="sr-only">{FEATURED_SECTIONS.news.page.zh}</span> →
          </Link>
        </div>
        {lead ? (
          <div className="featured-news">
            <Link href={href.featuredArticle('news', lead.id)} className="featured-lead">
              <Img image={lead.cover} sizes="(max-width: 900px) 100vw, 40vw" alt="" />
              <span className="featured-lead-text">
                <span className="featured-lead-title">{lead.title}</span>
                <time dateTime={lead.published_at}>{formatDate(lead.published_at)}</time>
              </span>
            </Link>
            <TitleList
              items={news.list.filter((a) => a !== lead)}
              hrefFor={(id) => href.featuredArticle('news', id)}
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
              <BilingualHeading
                id={`featured-${key}`}
                zh={FEATURED_SECTIONS[key].page.zh}
                en={FEATURED_SECTIONS[key].page.en}
              />
              <Link className="more" href={href.featuredSection(key, themeId)}>
                更多<span className="sr-only">{FEATURED_SECTIONS[key].page.zh}</span> →
              </Link>
            </div>
            <TitleList items={list.list} hrefFor={(id) => href.featuredArticle(key, id)} />
          </section>
        ))}
      </div>
    </FeaturedLayout>
  )
}
