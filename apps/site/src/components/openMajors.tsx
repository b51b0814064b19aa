import { notFound, redirect } from 'next/navigation'
import { idParam } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILDREN } from '@/lib/pages'
import { EduLayout, eduParam, type EduIdParams, type EduParams } from './edu'
import { formatPageInfo } from './formats'
import { MajorDetail, MajorList } from './majors'

const MAJOR = { zh: '专业', en: 'Majors' }

/**
 * The `major` children of openEducation's directlyFaculty and teachingPlan: `major` redirects to
 * `major/index` (all open-education majors), `major/{id}` shows one. Adult education has none.
 */
export function openMajorPages(parent: 'directlyFaculty' | 'teachingPlan') {
  const base = `/educationalFormat/openEducation/${parent}/major`
  const label = `${EDU_CHILDREN[parent].zh}·${parent === 'teachingPlan' ? '专业教学计划' : '专业设置'}`
  async function openOnly(params: EduParams) {
    const edu = await eduParam(params)
    if (edu !== 'openEducation') notFound()
    return edu
  }
  async function Redirect({ params }: { params: EduParams }) {
    await openOnly(params)
    redirect(`${base}/index`)
  }
  async function Index({ params }: { params: EduParams }) {
    const edu = await openOnly(params)
    return (
      <EduLayout edu={edu} child={parent} detail={label}>
        <h2 className="list-heading">{label}</h2>
        <MajorList categoryType="open" base={base} />
      </EduLayout>
    )
  }
  async function Detail({ params }: { params: EduIdParams }) {
    const edu = await openOnly(params)
    const id = idParam((await params).id)
    return (
      <EduLayout edu={edu} child={parent} detail="专业详情" layout="content">
        <MajorDetail id={id} backHref={`${base}/index`} />
      </EduLayout>
    )
  }
  const page = formatPageInfo('openEducation', { zh: `${EDU_CHILDREN[parent].zh}${MAJOR.zh}`, en: MAJOR.en })
  return {
    Redirect,
    Index,
    Detail,
    indexMetadata: pageMeta(page, `${base}/index`),
    detailMetadata: async ({ params }: { params: EduIdParams }) =>
      pageMeta({ ...page, title: `${page.title}详情`, layout: 'content' }, `${base}/${(await params).id}`),
  }
}
