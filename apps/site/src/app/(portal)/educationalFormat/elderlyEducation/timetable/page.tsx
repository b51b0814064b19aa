import Link from '@/components/ui/link'
import { FormatLayout } from '@/components/formats/format-layout'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { Pagination } from '@/components/ui/pagination'
import { load, loadListPage } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ELDERLY_NAV, TIMETABLE, formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'
import { DataTable } from '@/components/ui/data-table'

const LIMIT = 12
const page = formatPageInfo('elderlyEducation', TIMETABLE)
export const metadata = pageMeta(page, href.timetable())

export default async function TimetablePage({ params }: { params: Promise<{ n?: string }> }) {
  const { page: n, data } = await loadListPage(params, LIMIT, (page) =>
    load('oldEducation.Course/list', { page, limit: LIMIT }),
  )
  return (
    <FormatLayout format="elderlyEducation" page={page} nav={ELDERLY_NAV} crumbs={[{ label: TIMETABLE.zh }]}>
      {data.list.length ? (
        <DataTable
          caption="老年大学课程表"
          columns={['课程', '类别', '授课教师', '上课时间', '地点', '学期', '名额']}
        >
          {data.list.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <Link href={href.course(c.id)} className="course-link">
                  <Img image={c.cover} sizes="56px" className="course-thumb" alt="" />
                  {c.name}
                </Link>
              </th>
              <td data-label="类别">{c.category}</td>
              <td data-label="授课教师">{c.teacher}</td>
              <td data-label="上课时间">{c.schedule}</td>
              <td data-label="地点">{c.location}</td>
              <td data-label="学期">{c.term}</td>
              <td data-label="名额">{c.capacity}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <Empty>暂无课程</Empty>
      )}
      <Pagination page={n} total={data.total} limit={LIMIT} basePath={href.timetable()} />
    </FormatLayout>
  )
}
