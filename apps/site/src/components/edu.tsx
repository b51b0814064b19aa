import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { idParam, load, pageParam, type SearchParams } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU, EDU_CHILDREN, isEduRoute, type EduChild, type EduRoute } from '@/lib/pages'
import { FormatLayout, formatPageInfo } from './formats'
import { Img } from './Img'
import type { Crumb } from './PageLayout'
import { ArticleList, ArticleView, Empty, Pagination, Prose } from './ui'

export type EduParams = Promise<{ edu: string }>
export type EduIdParams = Promise<{ edu: string; id: string }>

/** `[edu]` is openEducation or aldultEducation; anything else is a 404. */
export async function eduParam(params: EduParams): Promise<EduRoute> {
  const { edu } = await params
  if (!isEduRoute(edu)) notFound()
  return edu
}

export const eduBase = (edu: EduRoute) => `/educationalFormat/${edu}`

/** Child navigation of the open and adult education pages. */
export function eduNav(edu: EduRoute) {
  const base = eduBase(edu)
  const children: EduChild[] =
    edu === 'openEducation'
      ? [
          'learningDynamics',
          'teachingPlan',
          'directlyFaculty',
          'districtCityCountyCollege',
          'offCampus',
          'login',
        ]
      : ['learningDynamics', 'teachingPlan', 'districtCityCountyCollege', 'offCampus', 'login']
  return [
    { href: base, label: '概况' },
    ...children.map((c) => ({
      href: `${base}/${c}`,
      label: c === 'login' ? '成绩查询' : EDU_CHILDREN[c].zh,
    })),
  ]
}

export function EduLayout({
  edu,
  child,
  detail,
  layout = 'common',
  children,
}: {
  edu: EduRoute
  child: EduChild
  detail?: string
  layout?: 'common' | 'content' | 'login'
  children: ReactNode
}) {
  const info = EDU_CHILDREN[child]
  const base = eduBase(edu)
  const crumbs: Crumb[] = detail
    ? [{ href: `${base}/${child}`, label: info.zh }, { label: detail }]
    : [{ label: info.zh }]
  return (
    <FormatLayout format={edu} page={formatPageInfo(edu, info, layout)} crumbs={crumbs} nav={eduNav(edu)}>
      {children}
    </FormatLayout>
  )
}

const LIMIT = 10

/** learningDynamics (type learning) and teachingPlan (type teaching): `<module>.News/list` and `/info`. */
export function eduNewsPages(child: 'learningDynamics' | 'teachingPlan') {
  const type = child === 'learningDynamics' ? 'learning' : 'teaching'
  async function List({ params, searchParams }: { params: EduParams; searchParams: SearchParams }) {
    const edu = await eduParam(params)
    const page = pageParam((await searchParams).page)
    const mod = EDU[edu].module
    const [data, services] = await Promise.all([
      load(`${mod}.News/list`, { type, page, limit: LIMIT }),
      child === 'teachingPlan' ? load(`${mod}.Setting/teachingServicesInfo`) : null,
    ])
    const base = `${eduBase(edu)}/${child}`
    return (
      <EduLayout edu={edu} child={child}>
        {services && (
          <section className="callout">
            <h2>{services.title}</h2>
            {services.summary && <p>{services.summary}</p>}
            {edu === 'openEducation' && (
              <p>
                <Link href={`${base}/major`} className="btn btn-primary">
                  查看专业教学计划
                </Link>
              </p>
            )}
          </section>
        )}
        <ArticleList items={data.list} hrefFor={(a) => `${base}/${a.id}`} />
        <Pagination page={page} total={data.total} limit={LIMIT} basePath={base} />
      </EduLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const { id } = await params
    const edu = await eduParam(params)
    const article = await load(`${EDU[edu].module}.News/info`, { news_id: idParam(id) })
    const base = `${eduBase(edu)}/${child}`
    return (
      <EduLayout edu={edu} child={child} detail="正文" layout="content">
        <ArticleView
          article={article}
          hrefFor={(n) => `${base}/${n}`}
          backHref={base}
          backLabel={EDU_CHILDREN[child].zh}
        />
      </EduLayout>
    )
  }
  return {
    List,
    Detail,
    listMetadata: async ({ params }: { params: EduParams }) => {
      const edu = await eduParam(params)
      return pageMeta(formatPageInfo(edu, EDU_CHILDREN[child]), `${eduBase(edu)}/${child}`)
    },
    detailMetadata: async ({ params }: { params: EduIdParams }) => {
      const edu = await eduParam(params)
      return pageMeta(
        formatPageInfo(edu, { zh: `${EDU_CHILDREN[child].zh}详情`, en: '' }, 'content'),
        `${eduBase(edu)}/${child}/${(await params).id}`,
      )
    },
  }
}

/** districtCityCountyCollege (branch) and offCampus (site): `<module>.School/list` and `/info`. */
export function eduSchoolPages(child: 'districtCityCountyCollege' | 'offCampus') {
  const type = child === 'districtCityCountyCollege' ? 'branch' : 'site'
  async function List({ params, searchParams }: { params: EduParams; searchParams: SearchParams }) {
    const edu = await eduParam(params)
    const page = pageParam((await searchParams).page)
    const data = await load(`${EDU[edu].module}.School/list`, { type, page, limit: 12 })
    const base = `${eduBase(edu)}/${child}`
    return (
      <EduLayout edu={edu} child={child}>
        {data.list.length ? (
          <ul className="school-cards">
            {data.list.map((s) => (
              <li key={s.id} className="school-card">
                <Link href={`${base}/${s.id}`}>
                  <div className="school-card-img">
                    <Img image={s.cover} sizes="(max-width: 700px) 100vw, 30vw" alt="" />
                  </div>
                  <div className="school-card-body">
                    <h2>{s.name}</h2>
                    {s.region && <p className="tag">{s.region}</p>}
                    <p className="school-card-summary">{s.summary}</p>
                    <p className="school-card-meta">
                      {s.address && <span>地址：{s.address}</span>}
                      {s.phone && <span>电话：{s.phone}</span>}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Empty />
        )}
        <Pagination page={page} total={data.total} limit={12} basePath={base} />
      </EduLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const { id } = await params
    const edu = await eduParam(params)
    const s = await load(`${EDU[edu].module}.School/info`, { school_id: idParam(id) })
    const base = `${eduBase(edu)}/${child}`
    return (
      <EduLayout edu={edu} child={child} detail={s.name} layout="content">
        <article className="article-view">
          <header className="article-head">
            <h1>{s.name}</h1>
            <p className="article-meta">
              {s.region && <span>地区：{s.region}</span>}
              {s.address && <span>地址：{s.address}</span>}
              {s.phone && <span>电话：{s.phone}</span>}
            </p>
          </header>
          {s.cover && (
            <Img image={s.cover} sizes="(max-width: 900px) 100vw, 800px" className="article-cover" />
          )}
          <Prose html={s.content} />
          <p>
            <Link href={base} className="btn btn-ghost">
              ← 返回{EDU_CHILDREN[child].zh}
            </Link>
          </p>
        </article>
      </EduLayout>
    )
  }
  return {
    List,
    Detail,
    listMetadata: async ({ params }: { params: EduParams }) => {
      const edu = await eduParam(params)
      return pageMeta(formatPageInfo(edu, EDU_CHILDREN[child]), `${eduBase(edu)}/${child}`)
    },
    detailMetadata: async ({ params }: { params: EduIdParams }) => {
      const edu = await eduParam(params)
      return pageMeta(
        formatPageInfo(edu, { zh: `${EDU_CHILDREN[child].zh}详情`, en: '' }, 'content'),
        `${eduBase(edu)}/${child}/${(await params).id}`,
      )
    },
  }
}
