import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { RecordList } from '@/components/ui/record-list'
import { load } from '@/lib/api'
import { schoolMeta } from '../_lib/meta'

export const metadata = schoolMeta('history')

export default async function HistoryPage() {
  const data = await load('school.History/list', { page: 0, limit: 0 })
  return (
    <SchoolLayout section="history">
      <RecordList items={data.list} as="ol" className="timeline" itemClassName="timeline-item">
        {(e) => (
          <>
            <p className="timeline-year">{e.year}</p>
            <div className="timeline-card">
              <h2 className="timeline-title">{e.title}</h2>
              <p>{e.content}</p>
              {e.image && (
                <Img image={e.image} sizes="(max-width: 700px) 100vw, 420px" className="timeline-img" />
              )}
            </div>
          </>
        )}
      </RecordList>
    </SchoolLayout>
  )
}
