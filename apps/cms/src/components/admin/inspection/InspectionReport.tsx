import type { Payload, PayloadRequest, Where } from 'payload'
import { FINDING_KINDS, SEVERITIES } from '@/inspection/collections'
import { documentResolver, type DocRef } from '@/inspection/pages'
import '../admin.scss'

/**
 * A run's page as a report (巡检报告), instead of its record's fields: what ran and what it found,
 * then the findings by kind and, for wording, by severity. Each finding links to its page on the
 * site (opens a new tab) and to the editor of the document it is about, and names that document's
 * last editor, who receives it in their digest. The findings are read with the viewer's own access
 * (an overdue letter only for the mailbox office).
 */

type Run = {
  id: number | string
  title?: string | null
  status?: string | null
  trigger?: string | null
  mode?: string | null
  site?: number | { id: number; name?: string; short_name?: string | null } | null
  started_by?: number | { id: number; name?: string } | null
  started_at?: string | null
  finished_at?: string | null
  duration_ms?: number | null
  pages?: number | null
  links?: number | null
  total?: number | null
  notes?: string | null
}

type FindingRow = {
  id: number | string
  kind: string
  severity?: string | null
  url?: string | null
  target?: string | null
  element?: string | null
  message: string
  editor?: number | { id: number } | null
  first_seen?: string | null
}

/** Rows shown per group; the rest are a click away in the findings list, filtered. */
const PER_GROUP = 100

const STATUS: Record<string, string> = { running: '进行中', done: '已完成', failed: '失败' }
const TRIGGER: Record<string, string> = { manual: '手动', nightly: '每晚自动' }
const MODE: Record<string, string> = { full: '全面巡检', incremental: '增量巡检' }
const SEVERITY_LABEL = Object.fromEntries(SEVERITIES.map((s) => [s.value, s.label])) as Record<string, string>

const when = (iso?: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '—'

const seconds = (ms?: number | null) =>
  typeof ms === 'number'
    ? ms < 60_000
      ? `${Math.round(ms / 1000)} 秒`
      : `${(ms / 60_000).toFixed(1)} 分钟`
    : '—'

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: unknown }).id : v)

/** The findings list, filtered to this run (and a kind): where a group's remaining rows are. */
const listOf = (run: number | string, kind?: string) =>
  `/admin/collections/inspection-findings?where[run][equals]=${run}${kind ? `&where[kind][equals]=${kind}` : ''}`

/** A page address for reading: the path (and query) of the site, or the whole address elsewhere. */
function shortAddress(url: string) {
  try {
    const u = new URL(url)
    return decodeURI(`${u.pathname}${u.search}`)
  } catch {
    return url
  }
}

const isWebAddress = (url?: string | null): url is string => Boolean(url && /^https?:\/\//.test(url))

/** Where a document is edited in the console, and what the link says. */
function editorLink(doc: DocRef) {
  const label = ['letters', 'disclosure-requests'].includes(doc.collection)
    ? '打开记录'
    : ['news-categories', 'themes'].includes(doc.collection)
      ? '编辑栏目'
      : '编辑页面'
  return { href: `/admin/collections/${doc.collection}/${doc.id}`, label }
}

async function groupsOf(payload: Payload, req: PayloadRequest, runId: number | string) {
  const groups: {
    kind: string
    label: string
    total: number
    parts: { severity: string | null; total: number; rows: FindingRow[] }[]
  }[] = []
  for (const k of FINDING_KINDS) {
    const severities = k.value === 'wording' ? ['serious', 'normal'] : [null]
    const parts = []
    for (const severity of severities) {
      const where: Where = {
        and: [
          { run: { equals: runId } },
          { kind: { equals: k.value } },
          ...(severity ? [{ severity: { equals: severity } }] : []),
        ],
      }
      const res = await payload.find({
        collection: 'inspection-findings',
        where,
        sort: ['url', 'target'],
        limit: PER_GROUP,
        depth: 0,
        overrideAccess: false,
        req,
      })
      if (res.totalDocs) parts.push({ severity, total: res.totalDocs, rows: res.docs as FindingRow[] })
    }
    const total = parts.reduce((n, p) => n + p.total, 0)
    groups.push({ kind: k.value, label: k.label, total, parts })
  }
  return groups
}

export async function InspectionReport({
  data,
  payload,
  req,
}: {
  data?: Run
  payload: Payload
  req: PayloadRequest
}) {
  const run = data
  if (!run?.id) return null
  const groups = await groupsOf(payload, req, run.id)
  const shown = groups.flatMap((g) => g.parts.flatMap((p) => p.rows))

  // Names of the people involved: the one who started the run and each finding's last editor.
  const userIds = [
    ...new Set(
      [idOf(run.started_by), ...shown.map((f) => idOf(f.editor))].filter(
        (v): v is number => typeof v === 'number',
      ),
    ),
  ]
  const users = userIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: userIds } },
        select: { name: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const nameOf = new Map(users.docs.map((u) => [u.id, u.name]))
  const starter = idOf(run.started_by)
  // A site's own run names its site; a run of the whole group covers every site.
  const siteId = idOf(run.site)
  const site =
    typeof siteId === 'number'
      ? await payload
          .findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
          .catch(() => null)
      : null

  const documentOf = documentResolver(payload)
  const docs = new Map<string | number, DocRef | null>()
  await Promise.all(shown.map(async (f) => docs.set(f.id, await documentOf(f.url ?? '', f.target ?? ''))))

  const facts: [string, React.ReactNode][] = [
    ['状态', STATUS[run.status ?? ''] ?? '—'],
    ['站点', site ? site.short_name || site.name : '全部站点'],
    ['范围', MODE[run.mode ?? ''] ?? '—'],
    ['触发方式', TRIGGER[run.trigger ?? ''] ?? '—'],
    ['发起人', typeof starter === 'number' ? (nameOf.get(starter) ?? '—') : '系统（每晚自动）'],
    ['开始时间', when(run.started_at)],
    ['结束时间', when(run.finished_at)],
    ['用时', seconds(run.duration_ms)],
    ['检查页面', `${run.pages ?? 0} 个`],
    ['检查链接', `${run.links ?? 0} 个`],
    ['发现问题', `${run.total ?? 0} 个`],
  ]

  return (
    <section className="ou-report" aria-labelledby="ou-report-title">
      <h2 id="ou-report-title">巡检报告</h2>
      {run.status === 'running' && (
        <p className="ou-report__note" role="status">
          巡检正在进行，完成后刷新本页查看结果。
        </p>
      )}
      <dl className="ou-report__facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {run.notes && (
        <div className="ou-report__notes">
          <h3>说明</h3>
          {run.notes.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      <nav className="ou-report__kinds" aria-label="按类型查看">
        {groups.map((g) =>
          g.total ? (
            <a key={g.kind} href={`#ou-kind-${g.kind}`}>
              {g.label} <strong>{g.total}</strong>
            </a>
          ) : (
            <span key={g.kind} className="ou-report__kind-empty">
              {g.label} 0
            </span>
          ),
        )}
      </nav>
      {groups.every((g) => !g.total) && run.status === 'done' && (
        <p className="ou-report__note">本次巡检没有发现问题。</p>
      )}
      <p className="ou-report__hint">
        点击页面地址在新标签页打开网站上的页面；“编辑页面”打开该页面或文章的编辑页（栏目问题为“编辑栏目”）。有最后编辑人的问题会在每晚巡检后发到其摘要邮件；没有最后编辑人的（公共页头页脚、栏目、可用性）由网站管理办公室处理。
      </p>
      {groups
        .filter((g) => g.total)
        .map((g) => (
          <section key={g.kind} id={`ou-kind-${g.kind}`} className="ou-report__kind" aria-label={g.label}>
            <h3>
              {g.label}（{g.total}）
            </h3>
            {g.parts.map((p) => (
              <div key={p.severity ?? 'all'}>
                {p.severity && (
                  <h4 className={`ou-report__severity ou-report__severity--${p.severity}`}>
                    {SEVERITY_LABEL[p.severity] ?? p.severity}（{p.total}）
                  </h4>
                )}
                <table className="ou-queue__table ou-report__table">
                  <thead>
                    <tr>
                      <th scope="col">页面</th>
                      <th scope="col">位置</th>
                      <th scope="col">问题</th>
                      <th scope="col">对象</th>
                      <th scope="col">最后编辑人</th>
                      <th scope="col">首次发现</th>
                      <th scope="col">操作</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.rows.map((f) => {
                      const doc = docs.get(f.id)
                      const editor = idOf(f.editor)
                      const link = doc ? editorLink(doc) : null
                      const onSite = isWebAddress(f.url) && !f.url.includes('/admin/')
                      return (
                        <tr key={f.id} data-finding={f.id}>
                          <td className="ou-report__page">
                            {onSite ? (
                              <a href={f.url!} target="_blank" rel="noopener noreferrer" title="在网站上打开">
                                {shortAddress(f.url!)}
                              </a>
                            ) : (
                              shortAddress(f.url ?? '') || '—'
                            )}
                          </td>
                          <td>{f.element || '—'}</td>
                          <td>{f.message}</td>
                          <td className="ou-report__target">{f.target || '—'}</td>
                          <td>{typeof editor === 'number' ? (nameOf.get(editor) ?? '—') : '—'}</td>
                          <td>{when(f.first_seen)}</td>
                          <td>
                            {link ? <a href={link.href}>{link.label}</a> : '—'}{' '}
                            <a
                              className="ou-report__finding"
                              href={`/admin/collections/inspection-findings/${f.id}`}
                            >
                              详情
                            </a>
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
                {p.total > p.rows.length && (
                  <p className="ou-report__more">
                    仅列出前 {p.rows.length} 条。
                    <a href={listOf(run.id, g.kind)}>在巡检问题中查看全部 {g.total} 条</a>
                  </p>
                )}
              </div>
            ))}
          </section>
        ))}
    </section>
  )
}
