import { FormatContent, FormatLayout, formatPageInfo } from '@/components/formats'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

const page = formatPageInfo('tianfuExperimentalCollege')
export const metadata = pageMeta(page, '/educationalFormat/tianfuExperimentalCollege')

export default async function FormatPage() {
  const data = await load('educationFormat.Setting/tianfuExperimentalCollegeInfo')
  return (
    <FormatLayout format="tianfuExperimentalCollege" page={page} banner={data.banner}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
