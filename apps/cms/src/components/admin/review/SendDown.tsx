'use client'
import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { PORTAL_SITE } from '@ou/contract'
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { isWebOffice } from '@/sites/confined'
import '../admin.scss'

type Site = { id: number; name: string; short_name?: string | null; slug: string; status?: string }
type Column = { site: number; name: string; path_name: string }
type Receipt = {
  id: number
  site: string
  category: string
  state: 'shown' | 'site_offline' | 'withdrawn' | 'removed'
  sent_at: string
  views: number
}

const STATE_LABEL: Record<Receipt['state'], string> = {
  shown: '已展示',
  site_offline: '站点未上线',
  withdrawn: '门户已撤稿',
  removed: '已撤下',
}

const idOf = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? Number((v as { id: unknown }).id)
      : null

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { dateStyle: 'short', timeStyle: 'short', hour12: false })

/**
 * 下发 in the sidebar of a portal article, for the web office: once published, it goes down to all
 * sites or chosen ones, into each one's column of the chosen path name (POST /staff-api/news/send),
 * and the receipts say where visitors see it, since when and how often it was read.
 */
export function SendDown() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { user } = useAuth()
  const site = useFormFields(([fields]) => idOf(fields.site?.value))
  const [sites, setSites] = useState<Site[] | null>(null)
  const [columns, setColumns] = useState<Column[]>([])
  const [receipts, setReceipts] = useState<Receipt[] | null>(null)
  const [chosen, setChosen] = useState<number[]>([])
  const [all, setAll] = useState(false)
  const [column, setColumn] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const key = useId()
  const office = isWebOffice({ collection: 'users', ...user } as never)

  useEffect(() => {
    if (!office) return
    void fetch('/cms-api/sites?depth=0&limit=500&sort=name', { credentials: 'include' })
      .then((r) => r.json())
      .then((b: { docs?: Site[] }) => setSites(b.docs ?? []))
      .catch(() => setSites([]))
    void fetch(
      '/cms-api/news-categories?depth=0&limit=5000&select[name]=true&select[path_name]=true&select[site]=true',
      { credentials: 'include' },
    )
      .then((r) => r.json())
      .then((b: { docs?: { site: unknown; name: string; path_name: string }[] }) =>
        setColumns((b.docs ?? []).map((c) => ({ ...c, site: idOf(c.site) ?? 0 }))),
      )
      .catch(() => setColumns([]))
  }, [office])

  const load = useCallback(async () => {
    if (!id || !office) return
    const res = await fetch(`/staff-api/news/send?article=${id}`, { credentials: 'include' })
    const body = (await res.json().catch(() => ({}))) as { receipts?: Receipt[] }
    setReceipts(res.ok ? (body.receipts ?? []) : [])
  }, [id, office])
  useEffect(() => void load(), [load])

  const portal = sites?.find((s) => s.slug === PORTAL_SITE)?.id ?? null
  const receiving = useMemo(
    () => (sites ?? []).filter((s) => s.slug !== PORTAL_SITE && s.status !== 'closed'),
    [sites],
  )
  const targets = all ? receiving.map((s) => s.id) : chosen
  // The columns every target site has, by path name (通知公告 is `notice` on each).
  const offered = useMemo(() => {
    const names = new Map<string, string>()
    for (const c of columns)
      if (targets.includes(c.site) && !names.has(c.path_name)) names.set(c.path_name, c.name)
    return [...names].filter(([path]) =>
      targets.every((t) => columns.some((c) => c.site === t && c.path_name === path)),
    )
  }, [columns, targets])

  if (!office || !id || site === null || portal === null || site !== portal) return null

  const toggle = (siteId: number, on: boolean) =>
    setChosen((was) => (on ? [...was, siteId] : was.filter((x) => x !== siteId)))

  const send = async () => {
    setBusy(true)
    setSaid(null)
    try {
      const res = await fetch('/staff-api/news/send', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ article: id, sites: all ? 'all' : chosen, column }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      setSaid({ ok: res.ok, text: body.message ?? `下发失败（HTTP ${res.status}）` })
      if (res.ok) await load()
    } catch {
      setSaid({ ok: false, text: '网络中断，请稍后重试' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="ou-report ou-send" aria-labelledby={`${key}-title`}>
      <h3 id={`${key}-title`} className="ou-report__title">
        下发到分站
      </h3>
      {receipts && receipts.length > 0 && (
        <table className="ou-send__receipts">
          <caption>下发回执</caption>
          <thead>
            <tr>
              <th scope="col">站点</th>
              <th scope="col">栏目</th>
              <th scope="col">状态</th>
              <th scope="col">浏览</th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.site}</th>
                <td>{r.category}</td>
                <td>
                  {STATE_LABEL[r.state]}
                  <span className="ou-send__when">{when(r.sent_at)}</span>
                </td>
                <td>{r.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!hasPublishedDoc ? (
        <p className="ou-import__hint">稿件发布后可下发到分站。</p>
      ) : (
        <>
          <fieldset className="ou-send__sites" disabled={busy}>
            <legend>接收站点</legend>
            <label>
              <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
              全部站点（{receiving.length} 个）
            </label>
            {!all &&
              receiving.map((s) => (
                <label key={s.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(s.id)}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                  {s.short_name || s.name}
                </label>
              ))}
          </fieldset>
          <label htmlFor={`${key}-column`}>站点栏目</label>
          <select
            id={`${key}-column`}
            value={column}
            onChange={(e) => setColumn(e.target.value)}
            disabled={busy || !targets.length}
            aria-describedby={`${key}-column-hint`}
          >
            <option value="">请选择</option>
            {offered.map(([path, name]) => (
              <option key={path} value={path}>
                {name}（{path}）
              </option>
            ))}
          </select>
          <p id={`${key}-column-hint`} className="ou-import__hint">
            {targets.length ? '只列出所选站点都有的栏目。' : '先选择接收站点。'}
          </p>
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send()}>
            {busy ? '下发中…' : '下发'}
          </Button>
        </>
      )}
      <p role="status" className={said ? (said.ok ? 'ou-import__ok' : 'ou-import__error') : undefined}>
        {said?.text}
      </p>
    </section>
  )
}
