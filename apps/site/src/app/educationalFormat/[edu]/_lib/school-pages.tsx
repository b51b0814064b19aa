import Link from 'next/link'
import { EduLayout } from '@/components/edu/edu-layout'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { Pagination } from '@/components/ui/pagination'
import { Prose } from '@/components/ui/prose'
import { idParam, listPage, pageInRange, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { eduParam, type EduIdParams, type EduParams } from './params'

/** districtCityCountyCollege (branch) and offCampus (site): `<module>.School/list` and `/info`. */
export function eduSchoolPages(child: 'districtCityCountyCollege' | 'offCampus') {
  const type = child === 'districtCityCountyCollege' ? 'branch' : 'site'
  async function List({ params }: { params: Promise<{ edu: string; n?: string }> }) {
    const edu = await eduParam(params)
    const page = await listPage(params)
    const data = await load(`${EDU_ROUTES[edu]}.School/list`, { type, page, limit: 12 })
    pageInRange(page, data.total, 12)
    const base = href.eduChild(edu, child)
    return (
      <EduLayout edu={edu} child={child}>
        {data.list.length ? (
          <ul className="school-cards">
            {data.list.map((s) => (
              <li key={s.id} className="school-card">
                <Link href={href.eduDetail(edu, child, s.id)}>
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
    const s = await load(`${EDU_ROUTES[edu]}.School/info`, { school_id: idParam(id) })
    const base = href.eduChild(edu, child)
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
              ← 返回{EDU_CHILD_TITLES[child].zh}
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
      return pageMeta(formatPageInfo(edu, EDU_CHILD_TITLES[child]), href.eduChild(edu, child))
    },
    detailMetadata: async ({ params }: { params: EduIdParams }) => {
      const edu = await eduParam(params)
      return pageMeta(
        formatPageInfo(edu, { zh: `${EDU_CHILD_TITLES[child].zh}详情`, en: '' }, 'content'),
        href.eduDetail(edu, child, idParam((await params).id)),
      )
    },
  }
}
