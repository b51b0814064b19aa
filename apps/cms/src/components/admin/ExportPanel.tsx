'use client'
import { useState } from 'react'
import './admin.scss'

/** Export of applications as .xlsx or .csv, filtered like the admissions office works. */
export function ExportPanel() {
  const [status, setStatus] = useState('')
  const [categoryType, setCategoryType] = useState('')
  const query = (format: string) => {
    const q = new URLSearchParams({ format })
    if (status) q.set('status', status)
    if (categoryType) q.set('category_type', categoryType)
    return `/staff-api/export/applications?${q}`
  }
  return (
    <section className="ou-import" aria-labelledby="ou-export">
      <h2 id="ou-export">导出报名申请</h2>
      <div className="ou-import__row">
        <label>
          状态
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">全部</option>
            <option value="submitted">已提交</option>
            <option value="reviewing">审核中</option>
            <option value="accepted">已录取</option>
            <option value="rejected">未通过</option>
          </select>
        </label>
        <label>
          招生类别
          <select value={categoryType} onChange={(e) => setCategoryType(e.target.value)}>
            <option value="">全部</option>
            <option value="open">开放教育</option>
            <option value="adult">成人学历教育</option>
            <option value="elderly">老年教育</option>
          </select>
        </label>
        <a className="ou-btn" href={query('xlsx')}>
          导出 Excel
        </a>
        <a className="ou-btn" href={query('csv')}>
          导出 CSV
        </a>
      </div>
    </section>
  )
}
