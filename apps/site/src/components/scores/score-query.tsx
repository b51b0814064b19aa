'use client'

import { useCallback, useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import type { CallData } from '@ou/contract'
import type { Failure } from '@ou/contract/client'
import type { EduType } from '@ou/contract/enums'
import { useApi } from '@/components/providers/api'
import { useStore } from '@/components/providers/store'
import { useToast } from '@/components/providers/toast'
import { Empty } from '@/components/ui/empty'
import { formatDate } from '@/lib/format'
import { TOKEN_KEY, readStudent, writeStudent, type SessionStudent } from '@/lib/score-session'
import { readStorage } from '@/lib/storage'
import { DataTable } from '@/components/ui/data-table'

type Term = CallData<'openEducation.StudentScore/getYearAndPeriod'>[number]
type Score = CallData<'openEducation.StudentScore/list'>['list'][number]

const termKey = (t: Pick<Term, 'year' | 'period'>) => `${t.year}:${t.period}`
/** Credits count as earned unless the course is failed. */
const earned = (s: Score) => s.status !== '未通过'
const sumCredits = (list: Score[]) => Math.round(list.reduce((a, s) => a + s.credit, 0) * 10) / 10

/**
 * Score lookup with the type's session token, as a transcript with a print view. No token, or
 * any 40001/40002/40003 answer, sends the student to the type's login page with a toast.
 */
export function ScoreQuery({ type, loginPath, title }: { type: EduType; loginPath: string; title: string }) {
  const api = useApi()
  const toast = useToast()
  const router = useRouter()
  const { setToken, globalConfig } = useStore()
  const [student, setStudent] = useState<SessionStudent | null>(null)
  const [terms, setTerms] = useState<Term[] | null>(null)
  const [term, setTerm] = useState('')
  const [scores, setScores] = useState<{ term: string; list: Score[] } | null>(null)
  const tokenKey = TOKEN_KEY[type]

  const leave = useCallback(
    (message?: string) => {
      setToken(tokenKey, null)
      writeStudent(type, null)
      if (message) toast.show(message, 'warning')
      router.replace(loginPath)
    },
    [setToken, tokenKey, type, toast, router, loginPath],
  )
  // The failure itself was already toasted (40001 请先登录, 40002 登录已过期, 40003 登录状态无效).
  const onFailure = useCallback((r: Failure) => r.kind === 'auth' && leave(), [leave])

  useEffect(() => {
    const token = readStorage('session', tokenKey)
    if (!token) return leave('请先登录后再查询成绩')
    setStudent(readStudent(type))
    let live = true
    void api.request(`${type}.StudentScore/getYearAndPeriod`, {}).then((r) => {
      if (!live) return
      if (!r.ok) return void onFailure(r)
      setTerms(r.data)
      if (r.data[0]) setTerm(termKey(r.data[0]))
    })
    return () => {
      live = false
    }
    // Runs once per page visit: a later logout must not re-run it.
  }, [])

  useEffect(() => {
    if (!term) return
    const [year = '', period = 'spring'] = term.split(':') as [string, Score['period']]
    let live = true
    void api.request(`${type}.StudentScore/list`, { year, period, page: 0, limit: 0 }).then((r) => {
      if (!live) return
      if (r.ok) setScores({ term, list: r.data.list })
      else onFailure(r)
    })
    return () => {
      live = false
    }
  }, [api, type, term, onFailure])

  if (!terms)
    return (
      <p role="status" className="loading-text">
        正在加载成绩…
      </p>
    )
  const current = terms.find((t) => termKey(t) === term)
  const list = scores?.term === term ? scores.list : null
  const passed = list?.filter(earned) ?? []
  const siteName = globalConfig?.setting.site_name ?? ''

  return (
    <div className="score-query">
      <div className="score-toolbar no-print">
        {/* Who is logged in: here only while there is no transcript, whose heading names them. */}
        <p className="score-student" {...(terms.length === 0 ? { 'data-testid': 'score-student' } : {})}>
          {student && terms.length === 0 ? (
            <>
              <strong>{student.name}</strong>
              <span>学号 {student.student_no}</span>
              {student.major && <span>{student.major}</span>}
            </>
          ) : (
            <span>已登录</span>
          )}
        </p>
        <div className="score-actions">
          <label htmlFor="score-term">学期</label>
          <select
            id="score-term"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            disabled={!terms.length}
          >
            {terms.map((t) => (
              <option key={termKey(t)} value={termKey(t)}>
                {t.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.print()}
            disabled={!list?.length}
          >
            打印成绩单
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              // The server ends the session too, so the token is worthless even if copied.
              void api.request(`${type}.Student/logout`, {}).finally(() => leave())
            }}
          >
            退出登录
          </button>
        </div>
      </div>

      {terms.length === 0 ? (
        <Empty>暂无成绩记录</Empty>
      ) : (
        <section className="transcript" aria-labelledby="transcript-title">
          <header className="transcript-head">
            <h2 id="transcript-title">
              <span className="print-only">{siteName}</span>
              {title}成绩单
            </h2>
            <dl className="transcript-meta" data-testid="score-student">
              {student && (
                <>
                  <div>
                    <dt>姓名</dt>
                    <dd>{student.name}</dd>
                  </div>
                  <div>
                    <dt>学号</dt>
                    <dd>{student.student_no}</dd>
                  </div>
                  {student.major && (
                    <div>
                      <dt>专业</dt>
                      <dd>{student.major}</dd>
                    </div>
                  )}
                </>
              )}
              <div>
                <dt>学期</dt>
                <dd data-testid="transcript-term">{current?.label}</dd>
              </div>
            </dl>
          </header>
          {list === null ? (
            <p role="status" className="loading-text">
              正在加载成绩…
            </p>
          ) : list.length === 0 ? (
            <Empty>该学期暂无成绩</Empty>
          ) : (
            <DataTable
              className="transcript-table"
              testId="transcript-table"
              caption={<>{current?.label}成绩</>}
              columns={['课程代码', '课程名称', '成绩', '学分', '考核方式', '状态']}
              foot={
                <tr>
                  <td colSpan={6} data-testid="transcript-totals">
                    共 {list.length} 门课程，已获学分 {sumCredits(passed)} / {sumCredits(list)}
                  </td>
                </tr>
              }
            >
              {list.map((s) => (
                <tr key={s.id} className={earned(s) ? undefined : 'is-failed'}>
                  <td data-label="课程代码">{s.course_code}</td>
                  <th scope="row">{s.course_name}</th>
                  <td data-label="成绩">{s.score}</td>
                  <td data-label="学分">{s.credit}</td>
                  <td data-label="考核方式">{s.exam_type}</td>
                  <td data-label="状态">{s.status}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <p className="print-only transcript-foot">打印日期：{formatDate(new Date().toISOString())}</p>
        </section>
      )}
    </div>
  )
}
