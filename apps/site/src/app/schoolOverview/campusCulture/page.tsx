import Link from 'next/link'
import { Img } from '@/components/Img'
import { SchoolLayout, sectionOf } from '@/components/school'
import { Empty, Pagination } from '@/components/ui'
import { load, pageParam, type SearchParams } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

const PATH = '/schoolOverview/campusCulture'
const LIMIT = 9
export const metadata = pageMeta(PAGES.campusCulture, PATH)

export default async function CampusCulturePage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageParam((await searchParams).page)
  const data = await load('school.Campus/list', { page, limit: LIMIT })
  return (
    <SchoolLayout page={PAGES.campusCulture} section={sectionOf(PATH)}>
      {data.list.length ? (
        <ul className="card-grid">
          {data.list.map((item) => (
            <li key={item.id} className="card">
              <Link href={`${PATH}/${item.id}`}>
                <div className="card-img">
                  <Img image={item.cover} sizes="(max-width: 700px) 100vw, 30vw" alt="" />
                </div>
                <div className="card-body">
                  <h2 className="card-title">{item.title}</h2>
                  <p className="card-summary">{item.summary}</p>
                  <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty />
      )}
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={PATH} />
    </SchoolLayout>
  )
}
