import Link from '@/components/ui/link'
import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { RecordList } from '@/components/ui/record-list'
import { Pagination } from '@/components/ui/pagination'
import { load, loadListPage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { href } from '@/lib/routes'
import { schoolMeta } from '../_lib/meta'

const LIMIT = 9
export const metadata = schoolMeta('campusCulture')

export default async function CampusCulturePage({ params }: { params: Promise<{ n?: string }> }) {
  const { page, data } = await loadListPage(params, LIMIT, (page) =>
    load('school.Campus/list', { page, limit: LIMIT }),
  )
  return (
    <SchoolLayout section="campusCulture">
      <RecordList items={data.list} className="card-grid" itemClassName="card">
        {(item) => (
          <Link href={href.schoolDetail('campusCulture', item.id)}>
            <div className="card-img">
              <Img image={item.cover} sizes="(max-width: 700px) 100vw, 30vw" alt="" />
            </div>
            <div className="card-body">
              <h2 className="card-title">{item.title}</h2>
              <p className="card-summary">{item.summary}</p>
              <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
            </div>
          </Link>
        )}
      </RecordList>
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={href.school('campusCulture')} />
    </SchoolLayout>
  )
}
