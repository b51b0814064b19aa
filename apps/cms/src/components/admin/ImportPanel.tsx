'use client'
import { useState } from 'react'
import './admin.scss'

interface Result {
  total: number
  errors: { line: number; message: string }[]
  preview: Record<string, string>[]
  imported: number
  seconds: number
  message?: string
}

const LABEL = { scores: '成绩', students: '学生', 'teaching-plan': '教学计划' } as const
type Kind = keyof typeof LABEL

/** Spreadsheet import above the list: preview first, then all-or-nothing import. */
export function ImportPanel({ kind }: { kind: Kind }) {
  // Scores and students belong to a type of education; teaching plans to the majors they name.
  const perType = kind !== 'teaching-plan'
  const [file, setFile] = useState<File | null>(null)
  const [eduType, setEduType] = useState('openEducation')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const [done, setDone] = useState<string>('')

  async function send(dryRun: boolean) {
    if (!file) return
    setBusy(true)
    setDone('')
    const form = new FormData()
    form.set('file', file)
    if (perType) form.set('edu_type', eduType)
    if (dryRun) form.set('dry_run', '1')
    try {
      const res = await fetch(`/staff-api/import/${kind}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
      })
      const body = (await res.json()) as Result
      setResult(body)
      if (!dryRun && res.ok)
        setDone(`已导入 ${body.imported} 条${LABEL[kind]}记录，用时 ${body.seconds.toFixed(1)} 秒`)
    } catch {
      setResult({ total: 0, errors: [], preview: [], imported: 0, seconds: 0, message: '网络错误，请重试' })
    } finally {
      setBusy(false)
    }
  }

  const headers = result?.preview[0] ? Object.keys(result.preview[0]) : []
  const canImport = result && !result.message && result.errors.length === 0 && result.total > 0 && !done

  return (
    <section className="ou-import" aria-labelledby={`ou-import-${kind}`}>
      <h2 id={`ou-import-${kind}`}>批量导入{LABEL[kind]}</h2>
      <p className="ou-import__hint">
        上传 .xlsx 或 .csv 文件。先预览，确认无误后再导入；只要有一行有误，整份文件都不会导入。
        {kind === 'teaching-plan' && '文件中出现的每个专业，其教学计划整份替换为文件中的课程。'} 下载模板：
        <a href={`/staff-api/import/${kind}/template?format=xlsx`}>Excel 模板</a>
        {' · '}
        <a href={`/staff-api/import/${kind}/template?format=csv`}>CSV 模板</a>
      </p>
      <div className="ou-import__row">
        {perType && (
          <label>
            办学类型
            <select value={eduType} onChange={(e) => (setEduType(e.target.value), setResult(null))}>
              <option value="openEducation">开放教育</option>
              <option value="adultEducation">成人学历教育</option>
            </select>
          </label>
        )}
        <label>
          文件
          <input
            type="file"
            accept=".xlsx,.csv"
            onChange={(e) => (setFile(e.target.files?.[0] ?? null), setResult(null), setDone(''))}
          />
        </label>
        <button type="button" className="ou-btn" disabled={!file || busy} onClick={() => send(true)}>
          {busy ? '处理中…' : '预览'}
        </button>
        <button
          type="button"
          className="ou-btn ou-btn--primary"
          disabled={!canImport || busy}
          onClick={() => send(false)}
        >
          确认导入
        </button>
      </div>
      <div role="status" aria-live="polite">
        {done && <p className="ou-import__ok">{done}</p>}
        {result?.message && <p className="ou-import__error">{result.message}</p>}
        {result && !result.message && (
          <p>
            共 {result.total} 行，
            {result.errors.length ? `发现 ${result.errors.length} 处错误，未导入任何数据` : '全部有效'}。
          </p>
        )}
      </div>
      {result && result.errors.length > 0 && (
        <ul className="ou-import__errors">
          {result.errors.map((e) => (
            <li key={`${e.line}-${e.message}`}>
              第 {e.line} 行：{e.message}
            </li>
          ))}
        </ul>
      )}
      {headers.length > 0 && (
        <div className="ou-import__preview">
          <table>
            <caption>前 {result!.preview.length} 行预览</caption>
            <thead>
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result!.preview.map((row, i) => (
                <tr key={i}>
                  {headers.map((h) => (
                    <td key={h}>{row[h]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
