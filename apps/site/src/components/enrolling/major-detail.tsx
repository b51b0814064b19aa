import Link from 'next/link'
import { MAJOR_LEVEL_LABEL } from '@ou/contract/enums'
import { Prose } from '@/components/ui/prose'
import { load } from '@/lib/api'
import { enrollingRouteOf, href } from '@/lib/routes'
import { addsToText } from '@/lib/summary'

/** One major: facts, courses, and the sign-up button for its enrolment. */
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
      {addsToText(m.summary, m.content) && <p className="article-lead">{m.summary}</p>}
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
          href={href.signUp(enrollingRouteOf(m.category_type), m.id)}
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
