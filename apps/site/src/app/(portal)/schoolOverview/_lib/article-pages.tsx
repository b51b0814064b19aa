import { ArticleView } from '@/components/article/article-view'
import { SchoolLayout } from '@/components/school/school-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { PAGES, SCHOOL_PAGES, type PageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

type Params = Promise<{ id: string }>

/** The two school sections made of articles, each with the call that reads one article. */
const SECTIONS = {
  campusCulture: {
    page: PAGES.campusCultureDetail,
    load: (id: number) => load('school.Campus/info', { campus_id: id }),
  },
  schoolAffairsOpen: {
    page: PAGES.schoolAffairsOpenDetail,
    load: (id: number) => load('school.Affair/info', { affair_id: id }),
  },
} satisfies Record<string, { page: PageInfo; load: (id: number) => Promise<unknown> }>

/** Route module of an article of campus culture or school affairs (/schoolOverview/{section}/{id}). */
export function schoolArticlePages(section: keyof typeof SECTIONS) {
  const s = SECTIONS[section]
  async function Detail({ params }: { params: Params }) {
    const article = await s.load(idParam((await params).id))
    return (
      <SchoolLayout page={s.page} section={section} detail={crumbTitle(article.title)}>
        <ArticleView
          article={article}
          hrefFor={(id) => href.schoolDetail(section, id)}
          backHref={href.school(section)}
          backLabel={SCHOOL_PAGES[section].zh}
        />
      </SchoolLayout>
    )
  }
  return {
    Detail,
    detailMetadata: async ({ params }: { params: Params }) => {
      const article = await s.load(idParam((await params).id))
      return articleMeta(article, href.schoolDetail(section, article.id))
    },
  }
}
