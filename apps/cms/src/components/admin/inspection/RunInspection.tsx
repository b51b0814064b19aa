'use client'
import { PORTAL_SITE } from '@ou/contract'
import { Button, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { sitesWhere } from '@/sites/siteRoles'
import '../admin.scss'

type Run = { id: number; total?: number; pages?: number; links?: number; duration_ms?: number }
type Site = { id: number; slug: string; name: string; short_name?: string | null }
type State =
  | { kind: 'idle' }
  | { kind: 'running'; mode: 'full' | 'incremental'; site: Site | null; since: number }
  | { kind: 'done'; run: Run }
  | { kind: 'failed'; message: string }

/**
 * 立即巡检 above the list of runs: a whole run or one of what changed, started at once; the clerk
 * sees it running (seconds so far) and then a link to its report. The run itself is the nightly
 * one's (POST /staff-api/inspection/run, inspection/run.ts). An administrator inspects the whole
 * group or picks one site (巡检范围); a site's administrator (站点管理员) inspects their own site.
 */
export function RunInspection() {
  const { user } = useAuth()
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [now, setNow] = useState(Date.now())
  const [sites, setSites] = useState<Site[] | null>(null)
  const [picked, setPicked] = useState('')
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const scopeId = useId()
  useEffect(() => () => void (timer.current && clearInterval(timer.current)), [])
  const roles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  const isAdmin = roles.includes('admin')
  // The sites where the account is 站点管理员 (null: not confined to sites).
  const mine = isAdmin ? null : sitesWhere(user as never, 'siteAdmin')
  const allowed = isAdmin || Boolean(mine?.length)
  const mineKey = mine?.join(',') ?? ''
  useEffect(() => {
    if (!allowed) return
    let live = true
    // The live sites of the group (a site being built or closed has no pages to inspect).
    void fetch('/cms-api/sites?depth=0&limit=500&sort=id&where[status][equals]=live', {
      credentials: 'include',
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ docs: Site[] }>) : { docs: [] }))
      .then(({ docs }) => {
        if (!live) return
        const own = docs.filter(
          (s) => s.slug !== PORTAL_SITE && (!mineKey || mineKey.split(',').includes(String(s.id))),
        )
        setSites(own)
        if (mineKey && own[0]) setPicked(own[0].slug)
      })
      .catch(() => live && setSites([]))
    return () => {
      live = false
    }
  }, [allowed, mineKey])
  if (!allowed) return null

  const site = sites?.find((s) => s.slug === picked) ?? null
  const nameOf = (s: Site) => s.short_name || s.name
  const start = async (mode: 'full' | 'incremental') => {
    setState({ kind: 'running', mode, site, since: Date.now() })
    timer.current = setInterval(() => setNow(Date.now()), 1000)
    const query = new URLSearchParams()
    if (site) query.set('site', site.slug)
    else if (mode === 'incremental') query.set('mode', 'incremental')
    try {
      const res = await fetch(`/staff-api/inspection/run${query.size ? `?${query}` : ''}`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; run?: Run }
      if (res.ok && body.run) {
        setState({ kind: 'done', run: body.run })
        // The list below is the server's: it shows the new run once refreshed.
        router.refresh()
      } else setState({ kind: 'failed', message: body.message ?? `巡检未能完成（HTTP ${res.status}）` })
    } catch {
      setState({ kind: 'failed', message: '网络中断，巡检结果请稍后在列表中查看' })
    } finally {
      if (timer.current) clearInterval(timer.current)
    }
  }
  const running = state.kind === 'running'
  const seconds = Math.max(0, Math.round((now - (running ? state.since : now)) / 1000))
  return (
    <div className="ou-import" aria-busy={running}>
      <p className="ou-import__hint">
        {isAdmin
          ? '每晚 2 点自动巡检全部站点一次（只读上次以来改动的内容）。需要时可立即巡检：全面巡检检查全部页面和链接，增量巡检只检查改动的内容，更快；选择一个站点则只巡检该站点。'
          : '每晚 2 点自动巡检全部站点。需要时可立即巡检本站点：检查本站点的全部页面和链接、栏目更新和规范表述，结果只列入本站点。'}
      </p>
      <div className="ou-import__row">
        {isAdmin || (sites && sites.length > 1) ? (
          <label htmlFor={scopeId}>
            巡检范围
            <select
              id={scopeId}
              value={picked}
              disabled={running}
              onChange={(e) => setPicked(e.target.value)}
            >
              {isAdmin && <option value="">全部站点</option>}
              {(sites ?? []).map((s) => (
                <option key={s.id} value={s.slug}>
                  {nameOf(s)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="ou-import__hint">
            巡检范围：{site ? nameOf(site) : sites ? '没有已上线的站点' : '读取中……'}
          </p>
        )}
        <Button
          buttonStyle="primary"
          size="small"
          disabled={running || (!isAdmin && !site)}
          onClick={() => void start('full')}
        >
          {!isAdmin ? '巡检本站点' : site ? '巡检所选站点' : '立即巡检'}
        </Button>
        {isAdmin && !site && (
          <Button
            buttonStyle="secondary"
            size="small"
            disabled={running}
            onClick={() => void start('incremental')}
          >
            增量巡检
          </Button>
        )}
      </div>
      <p role="status" className="ou-import__hint">
        {state.kind === 'running' &&
          `${state.site ? `${nameOf(state.site)}的` : state.mode === 'full' ? '全面' : '增量'}巡检进行中，已用 ${seconds} 秒……可以离开本页，巡检会继续。`}
        {state.kind === 'done' && (
          <>
            巡检完成：检查 {state.run.pages ?? 0} 个页面、{state.run.links ?? 0} 个链接，发现{' '}
            {state.run.total ?? 0} 个问题。{' '}
            <a href={`/admin/collections/inspection-runs/${state.run.id}`}>查看巡检报告</a>
          </>
        )}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  )
}
