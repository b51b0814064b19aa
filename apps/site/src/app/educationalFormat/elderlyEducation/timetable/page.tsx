import Link from 'next/link'
import { FormatLayout } from '@/components/formats/format-layout'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { Pagination } from '@/components/ui/pagination'
import { load, loadListPage } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ELDERLY_NAV, TIMETABLE, formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

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
        <div className="table-wrap">
          <table className="data-table stack" role="table">
            <caption className="sr-only">老年大学课程表</caption>
            <thead>
              <tr>
                <th scope="col">课程</th>
                <th scope="col">类别</th>
                <th scope="col">授课教师</th>
                <th scope="col">上课时间</th>
                <th scope="col">地点</th>
                <th scope="col">学期</th>
                <th scope="col">名额</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      ) : (
        <Empty>暂无课程</Empty>
      )}
      <Pagination page={n} total={data.total} limit={LIMIT} basePath={href.timetable()} />
    </FormatLayout>
  )
}
