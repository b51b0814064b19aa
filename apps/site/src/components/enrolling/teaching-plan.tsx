import { COURSE_KIND_LABEL } from '@ou/contract/enums'
import { Facts, MetaLine } from '@/components/article/record-parts'
import { Empty } from '@/components/ui/empty'
import { load } from '@/lib/api'
import { href } from '@/lib/routes'
import { MajorActions, majorFacts } from './major-parts'
import { DataTable } from '@/components/ui/data-table'

type Course = { semester: number; code: string; name: string; credits: number; kind: 'required' | 'elective' }

/** Credits as a school prints them: 3, 2.5. */
const credits = (n: number) => String(Math.round(n * 10) / 10)
const sum = (courses: Course[], kind?: Course['kind']) =>
  courses.filter((c) => !kind || c.kind === kind).reduce((t, c) => t + c.credits, 0)
const SEMESTER_NAMES = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十']

/** A major's teaching plan: one table per semester with its credits, then the programme's totals. */
export async function TeachingPlan({ id, backHref }: { id: number; backHref: string }) {
  const m = await load('enrolling.Major/info', { major_id: id })
  const semesters = [...new Set(m.teaching_plan.map((c) => c.semester))].sort((a, b) => a - b)
  return (
    <article className="article-view teaching-plan">
      <header className="article-head">
        <h1>{m.name}专业教学计划</h1>
        <MetaLine facts={majorFacts(m, m.duration && ['学制', m.duration])} />
      </header>
      {semesters.length ? (
        <>
          <Facts
            className="plan-totals"
            label="学分合计"
            items={[
              ['总学分', credits(sum(m.teaching_plan)), 'plan-total'],
              ['必修', credits(sum(m.teaching_plan, 'required'))],
              ['选修', credits(sum(m.teaching_plan, 'elective'))],
            ]}
          />
          {semesters.map((s) => {
            const courses = m.teaching_plan.filter((c) => c.semester === s)
            const title = `第${SEMESTER_NAMES[s - 1] ?? s}学期`
            return (
              <section key={s} className="plan-semester" aria-labelledby={`semester-${s}`}>
                <h2 className="block-title" id={`semester-${s}`}>
                  {title}
                </h2>
                <DataTable
                  caption={
                    <>
                      {m.name}专业{title}课程
                    </>
                  }
                  columns={['课程名称', '课程代码', '学分', '课程性质', '考核方式']}
                  foot={
                    <tr>
                      <td colSpan={5} className="plan-subtotal" data-testid="semester-total">
                        本学期 {courses.length} 门课程，合计 {credits(sum(courses))} 学分（必修{' '}
                        {credits(sum(courses, 'required'))}，选修 {credits(sum(courses, 'elective'))}）
                      </td>
                    </tr>
                  }
                >
                  {courses.map((c) => (
                    <tr key={`${c.code}-${c.name}`}>
                      <th scope="row">{c.name}</th>
                      <td data-label="课程代码">{c.code || '—'}</td>
                      <td data-label="学分">{credits(c.credits)}</td>
                      <td data-label="课程性质">{COURSE_KIND_LABEL[c.kind]}</td>
                      <td data-label="考核方式">{c.assessment || '—'}</td>
                    </tr>
                  ))}
                </DataTable>
              </section>
            )
          })}
        </>
      ) : (
        <Empty>该专业的教学计划尚未发布</Empty>
      )}
      <MajorActions
        href={href.openMajor('directlyFaculty', m.id)}
        label="专业介绍"
        name={m.name}
        backHref={backHref}
      />
    </article>
  )
}
