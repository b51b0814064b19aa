import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { FINDING_KINDS } from '@/inspection/collections'
import { labelMap } from '@/lib/labels'
import { statsSites } from '@/stats/access'
import { computeStats, type Figures, type Stats } from '@/stats/compute'
import { MAX_DAYS, parsePeriod, thisQuarter } from '@/stats/period'
import { PublishingChart } from './PublishingChart'
import '../admin.scss'

const KIND_LABEL: Record<string, string> = labelMap(FINDING_KINDS)
const day = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10) : '从未发布'
const hours = (h: number | null) => (h === null ? '—' : String(h))

/** The figures every table shows, after its first column. */
const FIGURES = ['发稿数', '报送数', '报送被采用数', '被退回数', '提交至发布中位时长（小时）', '浏览量']
const figureCells = (f: Figures) => [
  f.published,
  f.reported,
  f.accepted,
  f.returned,
  hours(f.medianHours),
  f.views,
]

function Table({
  caption,
  head,
  rows,
  testid,
}: {
  caption: string
  head: string[]
  rows: { key: string; cells: React.ReactNode[] }[]
  testid: string
}) {
  return (
    <div className="ou-stats__scroll">
      <table className="ou-queue__table ou-stats__table" data-testid={testid}>
        <caption className="ou-stats__caption">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={i}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const query = (p: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()

/** 发稿统计 (issue 35): the web office's view of every site, a site administrator's of their own. */
export async function StatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fstats')
  const { payload, user } = req
  const allowed = statsSites(user)
  const one = (k: string) => {
    const v = searchParams?.[k]
    return typeof v === 'string' ? v : undefined
  }
  const quarter = thisQuarter()
  const asked = new URLSearchParams(
    query({ from: one('from') ?? quarter.from, to: one('to') ?? quarter.to, site: one('site') || undefined }),
  )
  const { period, error } = parsePeriod(asked)
  let stats: Stats | null = null
  let refusal: string | null = allowed === false ? '您没有查看发稿统计的权限。' : null
  if (!refusal && period?.site !== undefined && allowed && !allowed.includes(period.site))
    refusal = '您没有查看该站点统计的权限。'
  if (!refusal && period && allowed !== false)
    stats = await computeStats(payload, { from: period.from, to: period.to, sites: allowed })
  const names = new Map((stats?.sites ?? []).map((s) => [s.id, s.name]))
  // The drill-down: the chosen site, or a site administrator's only site.
  const focus =
    period?.site ?? (stats && allowed && stats.sites.length === 1 ? stats.sites[0]?.id : undefined)
  const focusName = focus === undefined ? '' : (names.get(focus) ?? '')
  const from = period?.from ?? asked.get('from') ?? ''
  const to = period?.to ?? asked.get('to') ?? ''
  const exportHref = `/staff-api/stats/export?${query({ from, to, site: period?.site })}`
  const inFocus = <T extends { site: number }>(xs: T[]) =>
    focus === undefined ? xs : xs.filter((x) => x.site === focus)

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="ou-queue ou-stats">
          <h1>发稿统计</h1>
          <p className="ou-queue__hint">
            {allowed === null
              ? '全部站点在所选时段的发稿、报送、退回、栏目更新与巡检问题情况。点击站点名称查看其栏目和编辑明细。'
              : '您管理的站点在所选时段的发稿、报送、退回、栏目更新与巡检问题情况。'}
          </p>
          <form className="ou-stats__period" method="get" action="/admin/stats">
            <label>
              开始日期
              <input type="date" name="from" defaultValue={from} required />
            </label>
            <label>
              结束日期
              <input type="date" name="to" defaultValue={to} required />
            </label>
            {period?.site !== undefined && <input type="hidden" name="site" value={period.site} />}
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              查询
            </button>
          </form>
          <nav className="ou-queue__tabs" aria-label="常用时段">
            {(() => {
              const q = thisQuarter()
              const year = q.to.slice(0, 4)
              const month = q.to.slice(0, 7)
              return [
                { label: '本月', from: `${month}-01`, to: q.to },
                { label: '本季度', from: q.from, to: q.to },
                { label: '本年', from: `${year}-01-01`, to: q.to },
              ].map((p) => (
                <a
                  key={p.label}
                  href={`/admin/stats?${query({ from: p.from, to: p.to, site: period?.site })}`}
                  aria-current={p.from === from && p.to === to ? 'page' : undefined}
                >
                  {p.label}
                </a>
              ))
            })()}
          </nav>
          {refusal ? (
            <p className="ou-queue__empty" role="alert">
              {refusal}
            </p>
          ) : !stats ? (
            <p className="ou-stats__error" role="alert">
              {error}（时段最长 {MAX_DAYS} 天）
            </p>
          ) : (
            <>
              <p className="ou-stats__summary">
                统计时段：{stats.period.from} 至 {stats.period.to}（{stats.period.days} 天）
                <a className="btn btn--style-primary btn--size-small ou-stats__download" href={exportHref}>
                  下载通报（Excel）
                </a>
              </p>
              <p className="ou-stats__rule" data-testid="stats-rule">
                <strong>排名规则：</strong>
                {stats.rule}
              </p>
              <Table
                testid="stats-sites"
                caption="各站点发稿情况"
                head={['站点', '排名', ...FIGURES, '过期栏目', '未整改问题', '得分']}
                rows={stats.sites.map((s) => ({
                  key: String(s.id),
                  cells: [
                    <a key="n" href={`/admin/stats?${query({ from, to, site: s.id })}`}>
                      {s.name}
                    </a>,
                    s.rank ?? '—',
                    ...figureCells(s),
                    s.staleColumns,
                    s.openFindings,
                    s.score ?? '—',
                  ],
                }))}
              />
              <h2>发稿趋势</h2>
              <PublishingChart stats={stats} names={names} />
              {focus !== undefined ? (
                <section className="ou-stats__focus" aria-labelledby="ou-stats-focus">
                  <h2 id="ou-stats-focus">
                    {focusName}明细
                    {period?.site !== undefined && (
                      <a className="ou-stats__back" href={`/admin/stats?${query({ from, to })}`}>
                        返回全部站点
                      </a>
                    )}
                  </h2>
                  <Table
                    testid="stats-columns"
                    caption={`${focusName}各栏目`}
                    head={['栏目', ...FIGURES]}
                    rows={inFocus(stats.columns).map((c) => ({
                      key: String(c.id),
                      cells: [c.name, ...figureCells(c)],
                    }))}
                  />
                  <Table
                    testid="stats-editors"
                    caption={`${focusName}各编辑`}
                    head={['编辑', ...FIGURES]}
                    rows={inFocus(stats.editors).map((e) => ({
                      key: String(e.id ?? 'none'),
                      cells: [e.name, ...figureCells(e)],
                    }))}
                  />
                </section>
              ) : null}
              <h2>过期栏目</h2>
              {inFocus(stats.stale).length ? (
                <Table
                  testid="stats-stale"
                  caption={`按网站巡检的更新期限，截至 ${day(stats.period.asOf)}`}
                  head={['栏目', '站点', '最新发布', '未更新天数', '期限（天）']}
                  rows={inFocus(stats.stale).map((x) => ({
                    key: `${x.site}-${x.code}`,
                    cells: [x.name, names.get(x.site) ?? '', day(x.newest), x.days ?? '—', x.limit],
                  }))}
                />
              ) : (
                <p className="ou-queue__empty">没有过期的栏目。</p>
              )}
              <h2>未整改的巡检问题</h2>
              {stats.latestRun || stats.findings.length ? (
                inFocus(stats.findings).length ? (
                  <Table
                    testid="stats-findings"
                    caption={
                      stats.latestRun ? `最近一次巡检：${stats.latestRun.title}` : '各站点最近一次巡检'
                    }
                    head={['站点', '类型', '数量']}
                    rows={inFocus(stats.findings).map((f) => ({
                      key: `${f.site}-${f.kind}`,
                      cells: [
                        <a
                          key="s"
                          href={`/admin/collections/inspection-findings?${query({ 'where[and][0][site][equals]': f.site, 'where[and][1][run][equals]': f.run, 'where[and][2][kind][equals]': f.kind })}`}
                        >
                          {names.get(f.site) ?? ''}
                        </a>,
                        KIND_LABEL[f.kind] ?? f.kind,
                        f.count,
                      ],
                    }))}
                  />
                ) : (
                  <p className="ou-queue__empty">最近一次巡检没有发现问题。</p>
                )
              ) : (
                <p className="ou-queue__empty">还没有完成的网站巡检。</p>
              )}
            </>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
