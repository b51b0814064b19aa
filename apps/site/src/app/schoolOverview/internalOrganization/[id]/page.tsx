import { RecordView } from '@/components/article/record-view'
import { SchoolLayout } from '@/components/school/school-layout'
import { idParam, load } from '@/lib/api'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { schoolDetailMeta } from '../../_lib/meta'

type Params = Promise<{ id: string }>
export const generateMetadata = schoolDetailMeta('internalOrganization', PAGES.internalOrganizationDetail)

export default async function DepartmentDetail({ params }: { params: Params }) {
  const d = await load('school.Department/info', { department_id: idParam((await params).id) })
  return (
    <SchoolLayout page={PAGES.internalOrganizationDetail} section="internalOrganization" detail={d.name}>
      <RecordView
        title={d.name}
        facts={[
          d.group && ['类别', d.group],
          d.phone && ['电话', d.phone],
          d.location && ['地址', d.location],
        ]}
        cover={d.cover}
        html={d.content}
        backHref={href.school('internalOrganization')}
        backLabel={PAGES.internalOrganization.zh}
      />
    </SchoolLayout>
  )
}
