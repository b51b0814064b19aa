'use client'

import { useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import type { CallData, EduType } from '@ou/contract'
import { useApi, useStore } from './Providers'
import { KEYS, readStorage } from './storage'

const TOKEN_KEY = { openEducation: KEYS.openToken, adultEducation: KEYS.aldultToken } as const
type Term = CallData<'openEducation.StudentScore/getYearAndPeriod'>[number]
type Score = CallData<'openEducation.StudentScore/list'>['list'][number]

/** Score lookup with the type's session token; an auth failure sends the student to the login page. */
export function ScoreQuery({ type, loginPath }: { type: EduType; loginPath: string }) {
  const api = useApi()
  const router = useRouter()
  const { setToken } = useStore()
  const [terms, setTerms] = useState<Term[] | null>(null)
  const [term, setTerm] = useState('')
  const [scores, setScores] = useState<Score[] | null>(null)
  const tokenKey = TOKEN_KEY[type]

  useEffect(() => {
    const token = readStorage('session', tokenKey)
    if (!token) {
      router.replace(loginPath)
      return
    }
    void api.request(`${type}.StudentScore/getYearAndPeriod`, { token }).then((r) => {
      if (r.ok) {
        setTerms(r.data)
        const first = r.data[0]
        if (first) setTerm(`${first.year}:${first.period}`)
      } else if (r.kind === 'auth') {
        setToken(tokenKey, null)
        router.replace(loginPath)
      }
    })
  }, [api, type, tokenKey, router, loginPath, setToken])

  useEffect(() => {
    if (!term) return
    const token = readStorage('session', tokenKey) ?? undefined
    const [year = '', period] = term.split(':')
    void api
      .request(`${type}.StudentScore/list`, {
        token,
        year,
        period: period as Score['period'],
        page: 0,
        limit: 0,
      })
      .then((r) => {
        if (r.ok) setScores(r.data.list)
        else if (r.kind === 'auth') {
          setToken(tokenKey, null)
          router.replace(loginPath)
        }
      })
  }, [api, type, term, tokenKey, router, loginPath, setToken])

  if (!terms) return <p role="status">正在加载…</p>
  return (
    <div className="score-query">
      <div className="score-toolbar">
        <label htmlFor="term">学期</label>
        <select id="term" value={term} onChange={(e) => setTerm(e.target.value)}>
          {terms.map((t) => (
            <option key={`${t.year}:${t.period}`} value={`${t.year}:${t.period}`}>
              {t.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setToken(tokenKey, null)
            router.replace(loginPath)
          }}
        >
          退出登录
        </button>
      </div>
      {scores === null ? (
        <p role="status">正在加载…</p>
      ) : scores.length === 0 ? (
        <p className="empty">该学期暂无成绩</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="sr-only">成绩单</caption>
            <thead>
              <tr>
                <th scope="col">课程代码</th>
                <th scope="col">课程名称</th>
                <th scope="col">成绩</th>
                <th scope="col">学分</th>
                <th scope="col">考试类型</th>
                <th scope="col">状态</th>
              </tr>
            </thead>
            <tbody>
              {scores.map((s) => (
                <tr key={s.id}>
                  <td>{s.course_code}</td>
                  <th scope="row">{s.course_name}</th>
                  <td>{s.score}</td>
                  <td>{s.credit}</td>
                  <td>{s.exam_type}</td>
                  <td>{s.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
