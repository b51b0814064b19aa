import { FormatContent, FormatLayout, formatPageInfo } from '@/components/formats'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

const page = formatPageInfo('overseasChineseCollege')
export const metadata = pageMeta(page, '/educationalFormat/overseasChineseCollege')

export default async function FormatPage() {
  const data = await load('educationFormat.Setting/overseasChineseCollegeInfo')
  return (
    <FormatLayout format="overseasChineseCollege" page={page} banner={data.banner}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
