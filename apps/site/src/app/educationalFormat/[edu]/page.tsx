import { eduBase, eduNav, eduParam, type EduParams } from '@/components/edu'
import { FormatContent, FormatLayout, formatPageInfo } from '@/components/formats'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU } from '@/lib/pages'

export async function generateMetadata({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return pageMeta(formatPageInfo(edu), eduBase(edu))
}

/** Open education and adult education (`[edu]` is openEducation or aldultEducation). */
export default async function EduFormatPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  const data = await load(`${EDU[edu].module}.Setting/baseInfo`)
  return (
    <FormatLayout format={edu} page={formatPageInfo(edu)} banner={data.banner} nav={eduNav(edu)}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
