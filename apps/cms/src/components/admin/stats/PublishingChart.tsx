import type { Stats } from '@/stats/compute'

const COLORS = ['#1d4ed8', '#b42318', '#027a48', '#b54708', '#6941c6', '#0e7490', '#c11574', '#475467']
/** Lines drawn: the sites with most articles, the rest summed as 其他站点 (a hundred lines say nothing). */
const SHOWN = 7

/**
 * Publishing over time per site, as an inline SVG: one line per site. The same figures follow in a
 * table (the chart's text alternative), so a screen reader or a phone reads them too.
 */
export function PublishingChart({ stats, names }: { stats: Stats; names: Map<number, string> }) {
  const { buckets, sites, unit } = stats.series
  const totals = sites
    .map((s) => ({ ...s, total: s.counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total)
  const lines: { name: string; counts: number[]; total: number }[] = totals
    .slice(0, SHOWN)
    .map((s) => ({ name: names.get(s.site) ?? `#${s.site}`, counts: s.counts, total: s.total }))
  const rest = totals.slice(SHOWN)
  if (rest.length)
    lines.push({
      name: `其他 ${rest.length} 个站点`,
      counts: buckets.map((_, i) => rest.reduce((a, s) => a + (s.counts[i] ?? 0), 0)),
      total: rest.reduce((a, s) => a + s.total, 0),
    })
  const max = Math.max(1, ...lines.flatMap((l) => l.counts))
  const W = 720
  const H = 240
  const pad = { l: 40, r: 12, t: 12, b: 28 }
  const x = (i: number) =>
    pad.l + (buckets.length <= 1 ? 0 : (i * (W - pad.l - pad.r)) / (buckets.length - 1))
  const y = (v: number) => H - pad.b - (v * (H - pad.t - pad.b)) / max
  const label = (b: string) => (unit === 'day' ? b.slice(5) : b)
  const every = Math.max(1, Math.ceil(buckets.length / 8))
  const summary = `${stats.period.from} 至 ${stats.period.to} 各站点${unit === 'day' ? '每日' : '每月'}发稿数折线图：${lines
    .map((l) => `${l.name}共 ${l.total} 篇`)
    .join('，')}。数据见图下表格。`
  return (
    <figure className="ou-stats__chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} data-testid="stats-chart">
        <line
          x1={pad.l}
          y1={H - pad.b}
          x2={W - pad.r}
          y2={H - pad.b}
          stroke="currentColor"
          strokeOpacity="0.3"
        />
        <text x={pad.l - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="currentColor">
          {max}
        </text>
        <text x={pad.l - 6} y={H - pad.b + 4} textAnchor="end" fontSize="11" fill="currentColor">
          0
        </text>
        {buckets.map((b, i) =>
          i % every === 0 ? (
            <text key={b} x={x(i)} y={H - 8} textAnchor="middle" fontSize="11" fill="currentColor">
              {label(b)}
            </text>
          ) : null,
        )}
        {lines.map((l, n) => (
          <polyline
            key={l.name}
            fill="none"
            stroke={COLORS[n % COLORS.length]}
            strokeWidth="2"
            points={l.counts.map((c, i) => `${x(i)},${y(c)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="ou-stats__legend">
          {lines.map((l, n) => (
            <li key={l.name}>
              <span style={{ background: COLORS[n % COLORS.length] }} aria-hidden="true" />
              {l.name}（{l.total}）
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="ou-stats__chartdata">
        <summary>图表数据</summary>
        <div className="ou-stats__scroll">
          <table className="ou-queue__table">
            <caption className="ou-stats__caption">各站点{unit === 'day' ? '每日' : '每月'}发稿数</caption>
            <thead>
              <tr>
                <th scope="col">站点</th>
                {buckets.map((b) => (
                  <th key={b} scope="col">
                    {label(b)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.name}>
                  <th scope="row">{l.name}</th>
                  {l.counts.map((c, i) => (
                    <td key={buckets[i]}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
