import { DirectlyFacultyTabs } from '@/components/edu/directly-faculty-tabs'
import { EduLayout } from '@/components/edu/edu-layout'
import { FormatContent } from '@/components/formats/format-content'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'
import { openEducationOnly, type EduParams } from '../../_lib/params'

export const metadata = pageMeta(
  formatPageInfo('openEducation', { zh: `${EDU_CHILD_TITLES.directlyFaculty.zh}简介`, en: 'Introduction' }),
  href.directlyFacultyIntroduction(),
)

export default async function DirectlyFacultyIntroduction({ params }: { params: EduParams }) {
  const edu = await openEducationOnly(params)
  const data = await load('openEducation.Setting/schoolInfo')
  return (
    <EduLayout edu={edu} child="directlyFaculty" detail="学院简介">
      <DirectlyFacultyTabs current="introduction" />
      <FormatContent data={data} />
    </EduLayout>
  )
}
