import { RecordView } from '@/components/article/record-view'
import { load } from '@/lib/api'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { schoolRecordPages } from '../../_lib/record-pages'

const pages = schoolRecordPages(
  'internalOrganization',
  PAGES.internalOrganizationDetail,
  (id) => load('school.Department/info', { department_id: id }),
  (d) => (
    <RecordView
      title={d.name}
      facts={[d.group && ['类别', d.group], d.phone && ['电话', d.phone], d.location && ['地址', d.location]]}
      cover={d.cover}
      html={d.content}
      backHref={href.school('internalOrganization')}
      backLabel={PAGES.internalOrganization.zh}
    />
  ),
)
export const generateMetadata = pages.detailMetadata
export default pages.Detail
