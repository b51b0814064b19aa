import { MAJOR_LEVEL_LABEL } from '@ou/contract/enums'
import { Facts, MetaLine } from '@/components/article/record-parts'
import { Prose } from '@/components/ui/prose'
import { load } from '@/lib/api'
import { enrollingRouteOf, href } from '@/lib/routes'
import { addsToText } from '@/lib/summary'
import { MajorActions, majorFacts } from './major-parts'

/** One major: facts, courses, and the sign-up button for its enrolment. */
export async function MajorDetail({ id, backHref }: { id: number; backHref: string }) {
  const m = await load('enrolling.Major/info', { major_id: id })
  return (
    <article className="article-view major-detail">
      <header className="article-head">
        <h1>{m.name}</h1>
        <MetaLine facts={majorFacts(m, m.discipline && ['学科门类', m.discipline])} />
      </header>
      <Facts
        items={[
          ['学制', m.duration || '—'],
          ['学费', m.tuition || '—'],
          ['层次', MAJOR_LEVEL_LABEL[m.level]],
        ]}
      />
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
      <MajorActions
        href={href.signUp(enrollingRouteOf(m.category_type), m.id)}
        label="立即报名"
        name={m.name}
        testId="enroll-now"
        backHref={backHref}
      />
    </article>
  )
}
