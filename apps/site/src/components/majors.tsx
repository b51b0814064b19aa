import Link from 'next/link'
import { MAJOR_LEVEL_LABEL, type CategoryType, type MajorLevel } from '@ou/contract'
import { load } from '@/lib/api'
import { enrollingRouteOf } from '@/lib/pages'
import { Empty, Prose } from './ui'

const LEVELS = Object.keys(MAJOR_LEVEL_LABEL) as MajorLevel[]

/** All majors of an enrolment category (`enrolling.Major/list`, page 0 limit 0), grouped by level. */
export async function MajorList({ categoryType, base }: { categoryType: CategoryType; base: string }) {
  const data = await load('enrolling.Major/list', { page: 0, limit: 0, category_type: categoryType })
  if (!data.list.length) return <Empty>暂无招生专业</Empty>
  return (
    <div className="majors">
      {LEVELS.map((level) => {
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
                  <Link href={`${base}/${m.id}`}>
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

export async function MajorDetail({ id, backHref }: { id: number; backHref: string }) {
  const m = await load('enrolling.Major/info', { major_id: id })
  return (
    <article className="article-view major-detail">
      <header className="article-head">
        <h1>{m.name}</h1>
        <p className="article-meta">
          <span>层次：{MAJOR_LEVEL_LABEL[m.level]}</span>
          {m.code && <span>专业代码：{m.code}</span>}
          {m.discipline && <span>学科门类：{m.discipline}</span>}
        </p>
      </header>
      <dl className="facts">
        <div>
          <dt>学制</dt>
          <dd>{m.duration || '—'}</dd>
        </div>
        <div>
          <dt>学费</dt>
          <dd>{m.tuition || '—'}</dd>
        </div>
        <div>
          <dt>层次</dt>
          <dd>{MAJOR_LEVEL_LABEL[m.level]}</dd>
        </div>
      </dl>
      {m.summary && <p className="article-lead">{m.summary}</p>}
      <Prose html={m.content} />
      {m.courses.length > 0 && (
        <section>
          <h2 className="block-title">主要课程</h2>
          <ul className="chips">
            {m.courses.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="major-actions">
        <Link
          href={`/enrolling/${enrollingRouteOf(m.category_type)}/paymentRegistration?major_id=${m.id}`}
          className="btn btn-primary"
          data-testid="enroll-now"
        >
          立即报名<span className="sr-only">：{m.name}</span>
        </Link>
        <Link href={backHref} className="btn btn-ghost">
          ← 返回专业列表
        </Link>
      </p>
    </article>
  )
}
