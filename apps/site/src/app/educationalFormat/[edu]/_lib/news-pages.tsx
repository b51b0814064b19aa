import Link from 'next/link'
import { ArticleList } from '@/components/article/article-list'
import { ArticleView } from '@/components/article/article-view'
import { EduLayout } from '@/components/edu/edu-layout'
import { Pagination } from '@/components/ui/pagination'
import { idParam, listPage, pageInRange, load } from '@/lib/api'
import { articleMeta, crumbTitle, pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { eduParam, type EduIdParams, type EduParams } from './params'

const LIMIT = 10

/** learningDynamics (type learning) and teachingPlan (type teaching): `<module>.News/list` and `/info`. */
export function eduNewsPages(child: 'learningDynamics' | 'teachingPlan') {
  const type = child === 'learningDynamics' ? 'learning' : 'teaching'
  async function List({ params }: { params: Promise<{ edu: string; n?: string }> }) {
    const edu = await eduParam(params)
    const page = await listPage(params)
    const mod = EDU_ROUTES[edu]
    const [data, services] = await Promise.all([
      load(`${mod}.News/list`, { type, page, limit: LIMIT }),
      child === 'teachingPlan' ? load(`${mod}.Setting/teachingServicesInfo`) : null,
    ])
    pageInRange(page, data.total, LIMIT)
    const base = href.eduChild(edu, child)
    return (
      <EduLayout edu={edu} child={child}>
        {services && (
          <section className="callout">
            <h2>{services.title}</h2>
            {services.summary && <p>{services.summary}</p>}
            {edu === 'openEducation' && (
              <p>
                <Link href={href.openMajors('teachingPlan')} className="btn btn-primary">
                  查看专业教学计划
                </Link>
              </p>
            )}
          </section>
        )}
        <ArticleList items={data.list} hrefFor={(a) => href.eduDetail(edu, child, a.id)} />
        <Pagination page={page} total={data.total} limit={LIMIT} basePath={base} />
      </EduLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const { id } = await params
    const edu = await eduParam(params)
    const article = await load(`${EDU_ROUTES[edu]}.News/info`, { news_id: idParam(id) })
    const base = href.eduChild(edu, child)
    return (
      <EduLayout edu={edu} child={child} detail={crumbTitle(article.title)} layout="content">
        <ArticleView
          article={article}
          hrefFor={(n) => href.eduDetail(edu, child, n)}
          backHref={base}
          backLabel={EDU_CHILD_TITLES[child].zh}
        />
      </EduLayout>
    )
  }
  return {
    List,
    Detail,
    listMetadata: async ({ params }: { params: EduParams }) => {
      const edu = await eduParam(params)
      return pageMeta(formatPageInfo(edu, EDU_CHILD_TITLES[child]), href.eduChild(edu, child))
    },
    detailMetadata: async ({ params }: { params: EduIdParams }) => {
      const edu = await eduParam(params)
      const article = await load(`${EDU_ROUTES[edu]}.News/info`, { news_id: idParam((await params).id) })
      return articleMeta(article, href.eduDetail(edu, child, article.id))
    },
  }
}
