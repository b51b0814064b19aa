import Link from 'next/link'
import { notFound } from 'next/navigation'
import { EduLayout, eduParam, type EduParams } from '@/components/edu'
import { FormatContent, formatPageInfo } from '@/components/formats'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILDREN } from '@/lib/pages'

const PATH = '/educationalFormat/openEducation/directlyFaculty'
export const metadata = pageMeta(
  formatPageInfo('openEducation', { zh: `${EDU_CHILDREN.directlyFaculty.zh}简介`, en: 'Introduction' }),
  `${PATH}/introduction`,
)

export default async function DirectlyFacultyIntroduction({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  if (edu !== 'openEducation') notFound()
  const data = await load('openEducation.Setting/schoolInfo')
  return (
    <EduLayout edu={edu} child="directlyFaculty" detail="学院简介">
      <nav className="sub-tabs" aria-label="直属学院">
        <Link href={`${PATH}/introduction`} aria-current="page">
          学院简介
        </Link>
        <Link href={`${PATH}/major`}>专业设置</Link>
      </nav>
      <FormatContent data={data} />
    </EduLayout>
  )
}
