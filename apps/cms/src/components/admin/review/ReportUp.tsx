'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { PORTAL_SITE } from '@ou/contract'
import { useCallback, useEffect, useId, useState } from 'react'
import '../admin.scss'

type Column = { id: number; name: string }
type Report = {
  id: number
  category: string
  state: 'pending' | 'accepted' | 'returned' | 'withdrawn'
  reason: string
}

const STATE_LABEL: Record<Report['state'], string> = {
  pending: '待门户审核',
  accepted: '已采用',
  returned: '已退回',
  withdrawn: '已撤下',
}

const idOf = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? Number((v as { id: unknown }).id)
      : null

/**
 * 信息报送 in the sidebar of a site's article: once published, its editor offers it to a column of
 * the portal with a note (POST /staff-api/news/report) and follows each report: 待门户审核, 已采用,
 * 已退回 with the reviewer's reason (sent again from here), 已撤下. Not on the portal's own articles.
 */
export function ReportUp() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const site = useFormFields(([fields]) => idOf(fields.site?.value))
  const [portal, setPortal] = useState<number | null>(null)
  const [columns, setColumns] = useState<Column[]>([])
  const [reports, setReports] = useState<Report[] | null>(null)
  const [column, setColumn] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const columnId = useId()
  const noteId = useId()

  useEffect(() => {
    // The portal's id and its news columns (the public API's list, as visitors see them).
    void fetch(`/cms-api/sites?where[slug][equals]=${PORTAL_SITE}&depth=0&limit=1`, {
      credentials: 'include',
    })
      .then((r) => r.json())
      .then((b: { docs?: { id: number }[] }) => setPortal(b.docs?.[0]?.id ?? null))
      .catch(() => setPortal(null))
    void fetch('/api/news.News/category')
      .then((r) => r.json())
      .then((b: { data?: Column[] }) => setColumns(b.data ?? []))
      .catch(() => setColumns([]))
  }, [])

  const load = useCallback(async () => {
    if (!id) return
    const res = await fetch(`/staff-api/news/report?article=${id}`, { credentials: 'include' })
    const body = (await res.json().catch(() => ({}))) as { reports?: Report[] }
    setReports(res.ok ? (body.reports ?? []) : [])
  }, [id])
  useEffect(() => void load(), [load])

  if (!id || site === null || portal === null || site === portal) return null

  const send = async () => {
    setBusy(true)
    setSaid(null)
    try {
      const res = await fetch('/staff-api/news/report', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ article: id, category: column ? Number(column) : undefined, note }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      setSaid({ ok: res.ok, text: body.message ?? `报送失败（HTTP ${res.status}）` })
      if (res.ok) {
        setNote('')
        await load()
      }
    } catch {
      setSaid({ ok: false, text: '网络中断，请稍后重试' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="ou-report" aria-labelledby={`${columnId}-title`}>
      <h3 id={`${columnId}-title`} className="ou-report__title">
        报送到门户
      </h3>
      {reports && reports.length > 0 && (
        <ul className="ou-report__list" aria-label="报送记录">
          {reports.map((r) => (
            <li key={r.id}>
              {r.category}：{STATE_LABEL[r.state]}
              {r.reason && <span className="ou-report__reason">（退回原因：{r.reason}）</span>}
            </li>
          ))}
        </ul>
      )}
      {!hasPublishedDoc ? (
        <p className="ou-import__hint">稿件发布后可报送到门户栏目。</p>
      ) : (
        <>
          <label htmlFor={columnId}>门户栏目</label>
          <select id={columnId} value={column} onChange={(e) => setColumn(e.target.value)} disabled={busy}>
            <option value="">请选择</option>
            {columns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <label htmlFor={noteId}>报送说明（选填）</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={300}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
            disabled={busy}
          />
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send()}>
            {busy ? '报送中…' : '报送'}
          </Button>
        </>
      )}
      <p role="status" className={said ? (said.ok ? 'ou-import__ok' : 'ou-import__error') : undefined}>
        {said?.text}
      </p>
    </section>
  )
}
