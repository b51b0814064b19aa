import Link from '@/components/ui/link'
import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { RecordList } from '@/components/ui/record-list'
import { load } from '@/lib/api'
import { href } from '@/lib/routes'
import { schoolMeta } from '../_lib/meta'

export const metadata = schoolMeta('currentLeadership')

export default async function LeadershipPage() {
  const data = await load('school.Staff/list', { page: 0, limit: 0 })
  return (
    <SchoolLayout section="currentLeadership">
      <RecordList items={data.list} className="people" itemClassName="person">
        {(p) => (
          <Link href={href.schoolDetail('currentLeadership', p.id)}>
            <div className="person-photo">
              <Img image={p.photo} sizes="200px" alt={`${p.name}照片`} />
            </div>
            <h2 className="person-name">{p.name}</h2>
            <p className="person-position">{p.position}</p>
            <p className="person-duties">{p.duties}</p>
          </Link>
        )}
      </RecordList>
    </SchoolLayout>
  )
}
