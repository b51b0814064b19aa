import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { Empty } from '@/components/ui/empty'
import { load } from '@/lib/api'
import { schoolMeta } from '../_lib/meta'

export const metadata = schoolMeta('history')

export default async function HistoryPage() {
  const data = await load('school.History/list', { page: 0, limit: 0 })
  return (
    <SchoolLayout section="history">
      {data.list.length ? (
        <ol className="timeline">
          {data.list.map((e) => (
            <li key={e.id} className="timeline-item">
              <p className="timeline-year">{e.year}</p>
              <div className="timeline-card">
                <h2 className="timeline-title">{e.title}</h2>
                <p>{e.content}</p>
                {e.image && (
                  <Img image={e.image} sizes="(max-width: 700px) 100vw, 420px" className="timeline-img" />
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <Empty />
      )}
    </SchoolLayout>
  )
}
