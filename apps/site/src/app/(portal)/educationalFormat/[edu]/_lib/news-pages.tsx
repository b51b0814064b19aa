import Link from '@/components/ui/link'
import { permanentRedirect } from 'next/navigation'
import { ArticleList } from '@/components/article/article-list'
import { ArticleView } from '@/components/article/article-view'
import { EduLayout } from '@/components/edu/edu-layout'
import { load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'

import { EDU_ROUTES, href } from '@/lib/routes'
import { backToList, eduChildPages, eduIdParam, eduListPage, EduListLayout } from './child'
import type { EduIdParams } from './params'

const LIMIT = 10

/** learningDynamics (type learning) and teachingPlan (type teaching): `<module>.News/list` and `/info`. */
export function eduNewsPages(child: 'learningDynamics' | 'teachingPlan') {
  const type = child === 'learningDynamics' ? 'learning' : 'teaching'
  async function List({ params }: { params: Promise<{ edu: string; n?: string }> }) {
    const { edu, page, data } = await eduListPage(params, LIMIT, async (edu, page) => {
      const mod = EDU_ROUTES[edu]
      const [list, services] = await Promise.all([
        load(`${mod}.News/list`, { type, page, limit: LIMIT }),
        child === 'teachingPlan' ? load(`${mod}.Setting/teachingServicesInfo`) : null,
      ])
      return { ...list, services }
    })
    const { services } = data
    return (
      <EduListLayout edu={edu} child={child} page={page} total={data.total} limit={LIMIT}>
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
        <ArticleList
          items={data.list}
          hrefFor={(a) => href.eduDetail(edu, child, a.id)}
          level={services ? 3 : 2}
        />
      </EduListLayout>
    )
  }
  const article = async (params: EduIdParams) => {
    const { edu, id } = await eduIdParam(params)
    return { edu, article: await load(`${EDU_ROUTES[edu]}.News/info`, { news_id: id }) }
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const { edu, article: a } = await article(params)
    // One address per article: under the other column's path it moves to its own.
    if (a.type !== type)
      permanentRedirect(
        href.eduDetail(edu, a.type === 'learning' ? 'learningDynamics' : 'teachingPlan', a.id),
      )
    return (
      <EduLayout edu={edu} child={child} detail={crumbTitle(a.title)} layout="content">
        <ArticleView article={a} hrefFor={(n) => href.eduDetail(edu, child, n)} {...backToList(edu, child)} />
      </EduLayout>
    )
  }
  return eduChildPages(child, { List, Detail }, async (params) => {
    const { edu, article: a } = await article(params)
    return articleMeta(a, href.eduDetail(edu, child, a.id))
  })
}
