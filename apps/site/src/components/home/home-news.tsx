import Link from '@/components/ui/link'
import { TitleList } from '@/components/article/title-list'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { Tabs } from '@/components/ui/tabs'
import { loadOptional } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { href } from '@/lib/routes'

/** News of the home page: a headline and the latest titles of each category. */
export async function HomeNews() {
  const categories = (await loadOptional('news.News/category')) ?? []
  const lists = await Promise.all(
    categories.map((c) => loadOptional('news.News/list', { category_id: c.id, page: 1, limit: 7 })),
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
          <Link href={href.news()} className="more">
            更多<span className="sr-only">新闻</span> →
          </Link>
        </div>
        {!categories.length ? (
          <Empty>暂无新闻</Empty>
        ) : (
          <div className="home-news-grid">
            {headline && first && (
              <article className="headline">
                <Link href={href.newsArticle(first.path_name, headline.id)} className="headline-link">
                  <div className="headline-img">
                    {/* On phones this picture, not the slide, is the largest in the first screen (the LCP). */}
                    <Img image={headline.cover} sizes="(max-width: 900px) 100vw, 50vw" alt="" priority />
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
                  <Link href={href.newsCategory(c.path_name)} className="more">
                    更多<span className="sr-only">{c.name}</span> →
                  </Link>
                ),
                panel: (
                  <TitleList
                    items={lists[i]?.list ?? []}
                    hrefFor={(id) => href.newsArticle(c.path_name, id)}
                  />
                ),
              }))}
            />
          </div>
        )}
      </div>
    </section>
  )
}
