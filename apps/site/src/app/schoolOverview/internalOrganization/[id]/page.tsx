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
        meta={
          <>
            {d.group && <span>类别：{d.group}</span>}
            {d.phone && <span>电话：{d.phone}</span>}
            {d.location && <span>地址：{d.location}</span>}
          </>
        }
        cover={d.cover}
        html={d.content}
        backHref={href.school('internalOrganization')}
        backLabel={PAGES.internalOrganization.zh}
      />
    </SchoolLayout>
  )
}
