import Link from '@/components/ui/link'
import { MAJOR_LEVELS, MAJOR_LEVEL_LABEL, type CategoryType } from '@ou/contract/enums'
import { Empty } from '@/components/ui/empty'
import { load } from '@/lib/api'

/** All majors of an enrolment category (`enrolling.Major/list`, page 0 limit 0), grouped by level. */
export async function MajorList({
  categoryType,
  hrefFor,
}: {
  categoryType: CategoryType
  hrefFor: (id: number) => string
}) {
  const data = await load('enrolling.Major/list', { page: 0, limit: 0, category_type: categoryType })
  if (!data.list.length) return <Empty>暂无招生专业</Empty>
  return (
    <div className="majors">
      {MAJOR_LEVELS.map((level) => {
        const items = data.list.filter((m) => m.level === level)
        if (!items.length) return null
        return (
          <section key={level} className="major-group">
            <h2 className="block-title">
              {MAJOR_LEVEL_LABEL[level]} <small>（{items.length} 个专业）</small>
            </h2>
            <ul className="major-list">
              {items.map((m) => (
                <li key={m.id}>
                  <Link href={hrefFor(m.id)}>
                    <span className="major-name">{m.name}</span>
                    <span className="major-meta">
                      {m.code && <span>代码 {m.code}</span>}
                      {m.discipline && <span>{m.discipline}</span>}
                      {m.duration && <span>学制 {m.duration}</span>}
                    </span>
                    {m.summary && <span className="major-summary">{m.summary}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
