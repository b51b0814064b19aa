import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

const page = formatPageInfo('overseasChineseCollege')
export const metadata = pageMeta(page, href.format('overseasChineseCollege'))

export default async function FormatPage() {
  const data = await load('educationFormat.Setting/overseasChineseCollegeInfo')
  return (
    <FormatLayout format="overseasChineseCollege" page={page} banner={data.banner}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
