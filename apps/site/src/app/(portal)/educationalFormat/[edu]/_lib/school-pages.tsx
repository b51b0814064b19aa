import { permanentRedirect } from 'next/navigation'
import Link from '@/components/ui/link'
import { RecordView } from '@/components/article/record-view'
import { EduLayout } from '@/components/edu/edu-layout'
import { RecordList } from '@/components/ui/record-list'
import { Img } from '@/components/ui/img'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { siteHref } from '@/lib/sites'
import { backToList, eduChildPages, eduIdParam, eduListPage, EduListLayout } from './child'
import type { EduIdParams } from './params'

const LIMIT = 12

/** districtCityCountyCollege (branch) and offCampus (site): `<module>.School/list` and `/info`. */
export function eduSchoolPages(child: 'districtCityCountyCollege' | 'offCampus') {
  const type = child === 'districtCityCountyCollege' ? 'branch' : 'site'
  async function List({ params }: { params: Promise<{ edu: string; n?: string }> }) {
    const { edu, page, data } = await eduListPage(params, LIMIT, (edu, page) =>
      load(`${EDU_ROUTES[edu]}.School/list`, { type, page, limit: LIMIT }),
    )
    return (
      <EduListLayout edu={edu} child={child} page={page} total={data.total} limit={LIMIT}>
        <RecordList items={data.list} className="school-cards" itemClassName="school-card">
          {(s) => {
            // The school's live site of the group (站群), as the cms names it: one being built or
            // closed is not shown to visitors as the school's site.
            const site = s.site
            return (
              <>
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
                {site && (
                  <p className="school-card-site">
                    <Link href={siteHref.home(site.slug)}>访问{site.name}网站 ›</Link>
                  </p>
                )}
              </>
            )
          }}
        </RecordList>
      </EduListLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const { edu, id } = await eduIdParam(params)
    const s = await load(`${EDU_ROUTES[edu]}.School/info`, { school_id: id })
    // One address per school: a teaching site under the branch schools' path (or the reverse)
    // moves to its own.
    if (s.type !== type)
      permanentRedirect(
        href.eduDetail(edu, s.type === 'branch' ? 'districtCityCountyCollege' : 'offCampus', id),
      )
    return (
      <EduLayout edu={edu} child={child} detail={s.name} layout="content">
        <RecordView
          title={s.name}
          facts={[
            s.region && ['地区', s.region],
            s.address && ['地址', s.address],
            s.phone && ['电话', s.phone],
          ]}
          cover={s.cover}
          html={s.content}
          {...backToList(edu, child)}
        />
      </EduLayout>
    )
  }
  return eduChildPages(child, { List, Detail }, async (params) => {
    const { edu, id } = await eduIdParam(params)
    return pageMeta(
      formatPageInfo(edu, { zh: `${EDU_CHILD_TITLES[child].zh}详情`, en: '' }, 'content'),
      href.eduDetail(edu, child, id),
    )
  })
}
