import { FormatContent, FormatLayout, formatPageInfo } from '@/components/formats'
import { load, loadOptional } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

const page = formatPageInfo('familyEducation')
export const metadata = pageMeta(page, '/educationalFormat/familyEducation')

export default async function FormatPage() {
  const [data, extra] = await Promise.all([
    load('familyEducation.Setting/baseInfo'),
    loadOptional('familyEducation.Setting/familyEducationInfo'),
  ])
  return (
    <FormatLayout format="familyEducation" page={page} banner={data.banner}>
      <FormatContent data={data} extra={extra} />
    </FormatLayout>
  )
}
