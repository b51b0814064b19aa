import Link from 'next/link'
import { Img } from '@/components/Img'
import { SchoolLayout, sectionOf } from '@/components/school'
import { Empty } from '@/components/ui'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

const PATH = '/schoolOverview/currentLeadership'
export const metadata = pageMeta(PAGES.currentLeadership, PATH)

export default async function LeadershipPage() {
  const data = await load('school.Staff/list', { page: 0, limit: 0 })
  return (
    <SchoolLayout page={PAGES.currentLeadership} section={sectionOf(PATH)}>
      {data.list.length ? (
        <ul className="people">
          {data.list.map((p) => (
            <li key={p.id} className="person">
              <Link href={`${PATH}/${p.id}`}>
                <div className="person-photo">
                  <Img image={p.photo} sizes="200px" alt={`${p.name}照片`} />
                </div>
                <h2 className="person-name">{p.name}</h2>
                <p className="person-position">{p.position}</p>
                <p className="person-duties">{p.duties}</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty />
      )}
    </SchoolLayout>
  )
}
