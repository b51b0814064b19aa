'use client'
import { Button, useAuth } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import '../admin.scss'

type Run = { id: number; total?: number; pages?: number; links?: number; duration_ms?: number }
type State =
  | { kind: 'idle' }
  | { kind: 'running'; mode: 'full' | 'incremental'; since: number }
  | { kind: 'done'; run: Run }
  | { kind: 'failed'; message: string }

/**
 * 立即巡检 above the list of runs (administrators): a whole run or one of what changed, started at
 * once; the clerk sees it running (seconds so far) and then a link to its report. The run itself is
 * the nightly one's (POST /staff-api/inspection/run, inspection/run.ts).
 */
export function RunInspection() {
  const { user } = useAuth()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [now, setNow] = useState(Date.now())
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  useEffect(() => () => void (timer.current && clearInterval(timer.current)), [])
  const roles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  if (!roles.includes('admin')) return null

  const start = async (mode: 'full' | 'incremental') => {
    setState({ kind: 'running', mode, since: Date.now() })
    timer.current = setInterval(() => setNow(Date.now()), 1000)
    try {
      const res = await fetch(
        `/staff-api/inspection/run${mode === 'incremental' ? '?mode=incremental' : ''}`,
        {
          method: 'POST',
          credentials: 'include',
        },
      )
      const body = (await res.json().catch(() => ({}))) as { message?: string; run?: Run }
      if (res.ok && body.run) setState({ kind: 'done', run: body.run })
      else setState({ kind: 'failed', message: body.message ?? `巡检未能完成（HTTP ${res.status}）` })
    } catch {
      setState({ kind: 'failed', message: '网络中断，巡检结果请稍后在列表中查看' })
    } finally {
      if (timer.current) clearInterval(timer.current)
    }
  }
  const running = state.kind === 'running'
  return (
    <div className="ou-import" aria-busy={running}>
      <p className="ou-import__hint">
        每晚 2
        点自动巡检一次（只读上次以来改动的内容）。需要时可立即巡检：全面巡检检查全部页面和链接，增量巡检只检查改动的内容，更快。
      </p>
      <div className="ou-import__row">
        <Button buttonStyle="primary" size="small" disabled={running} onClick={() => void start('full')}>
          立即巡检
        </Button>
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={running}
          onClick={() => void start('incremental')}
        >
          增量巡检
        </Button>
      </div>
      <p role="status" className="ou-import__hint">
        {state.kind === 'running' &&
          `${state.mode === 'full' ? '全面' : '增量'}巡检进行中，已用 ${Math.max(0, Math.round((now - state.since) / 1000))} 秒……可以离开本页，巡检会继续。`}
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
