import { redirect } from 'next/navigation'
import { EduLayout } from '@/components/edu/edu-layout'
import { MajorDetail } from '@/components/enrolling/major-detail'
import { MajorList } from '@/components/enrolling/major-list'
import { idParam } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { href, type OpenMajorParent } from '@/lib/routes'
import { openEducationOnly, type EduIdParams, type EduParams } from './params'

const MAJOR = { zh: '专业', en: 'Majors' }

/**
 * The `major` children of openEducation's directlyFaculty and teachingPlan: `major` redirects to
 * `major/index` (all open-education majors), `major/{id}` shows one. Adult education has none.
 */
export function openMajorPages(parent: OpenMajorParent) {
  const label = `${EDU_CHILD_TITLES[parent].zh}·${parent === 'teachingPlan' ? '专业教学计划' : '专业设置'}`
  async function Redirect({ params }: { params: EduParams }) {
    await openEducationOnly(params)
    redirect(href.openMajorIndex(parent))
  }
  async function Index({ params }: { params: EduParams }) {
    const edu = await openEducationOnly(params)
    return (
      <EduLayout edu={edu} child={parent} detail={label}>
        <h2 className="list-heading">{label}</h2>
        <MajorList categoryType="open" hrefFor={(id) => href.openMajor(parent, id)} />
      </EduLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const edu = await openEducationOnly(params)
    const id = idParam((await params).id)
    return (
      <EduLayout edu={edu} child={parent} detail="专业详情" layout="content">
        <MajorDetail id={id} backHref={href.openMajorIndex(parent)} />
      </EduLayout>
    )
  }
  const page = formatPageInfo('openEducation', {
    zh: `${EDU_CHILD_TITLES[parent].zh}${MAJOR.zh}`,
    en: MAJOR.en,
  })
  return {
    Redirect,
    Index,
    Detail,
    indexMetadata: pageMeta(page, href.openMajorIndex(parent)),
    detailMetadata: async ({ params }: { params: EduIdParams }) =>
      pageMeta(
        { ...page, title: `${page.title}详情`, layout: 'content' },
        href.openMajor(parent, idParam((await params).id)),
      ),
  }
}
