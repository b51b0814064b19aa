import { redirect } from 'next/navigation'
import { DirectlyFacultyTabs } from '@/components/edu/directly-faculty-tabs'
import { EduLayout } from '@/components/edu/edu-layout'
import { MajorDetail } from '@/components/enrolling/major-detail'
import { MajorList } from '@/components/enrolling/major-list'
import { TeachingPlan } from '@/components/enrolling/teaching-plan'
import { idParam, loadOptional } from '@/lib/api'
import { articleMeta, pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { href, type OpenMajorParent } from '@/lib/routes'
import { openEducationOnly, type EduIdParams, type EduParams } from './params'

const MAJOR = { zh: '专业', en: 'Majors' }

/**
 * The `major` children of openEducation's directlyFaculty and teachingPlan: `major` redirects to
 * `major/index` (all open-education majors), `major/{id}` shows one: its introduction under
 * directlyFaculty, its teaching plan under teachingPlan. Adult education has none.
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
        {parent === 'directlyFaculty' && <DirectlyFacultyTabs current="majors" />}
        <h2 className="list-heading">{label}</h2>
        <MajorList categoryType="open" hrefFor={(id) => href.openMajor(parent, id)} />
      </EduLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const edu = await openEducationOnly(params)
    const id = idParam((await params).id)
    return (
      <EduLayout
        edu={edu}
        child={parent}
        detail={parent === 'teachingPlan' ? '专业教学计划' : '专业详情'}
        layout="content"
      >
        {parent === 'teachingPlan' ? (
          <TeachingPlan id={id} backHref={href.openMajorIndex(parent)} />
        ) : (
          <MajorDetail id={id} backHref={href.openMajorIndex(parent)} />
        )}
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
    // The tab names the major (and, under teachingPlan, its plan), as article pages name theirs.
    detailMetadata: async ({ params }: { params: EduIdParams }) => {
      const id = idParam((await params).id)
      const m = await loadOptional('enrolling.Major/info', { major_id: id })
      if (!m)
        return pageMeta(
          { ...page, title: `${page.title}详情`, layout: 'content' },
          href.openMajor(parent, id),
        )
      return articleMeta(
        { title: parent === 'teachingPlan' ? `${m.name}专业教学计划` : m.name, summary: m.summary },
        href.openMajor(parent, id),
      )
    },
  }
}
