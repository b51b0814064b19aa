import { eduNav } from '@/components/edu/edu-layout'
import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { eduParam, type EduParams } from './_lib/params'

export async function generateMetadata({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return pageMeta(formatPageInfo(edu), href.format(edu))
}

/** Open education and adult education (`[edu]` is openEducation or aldultEducation). */
export default async function EduFormatPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  const data = await load(`${EDU_ROUTES[edu]}.Setting/baseInfo`)
  return (
    <FormatLayout format={edu} page={formatPageInfo(edu)} banner={data.banner} nav={eduNav(edu)}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
