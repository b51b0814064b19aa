import ExcelJS from 'exceljs'
import type { Payload, Where } from 'payload'
import { FINDING_KINDS } from '@/inspection/collections'
import { neutralizeCell } from '@/imports/table'
import { labelMap } from '@/lib/labels'
import type { Stats } from './compute'

const KIND_LABEL: Record<string, string> = labelMap(FINDING_KINDS)

/** The 通报's columns, in the order of the per-site table (docs/console.md). */
export const SITE_HEADERS = [
  '排名',
  '站点',
  '发稿数',
  '报送数',
  '报送被采用数',
  '被退回数',
  '提交至发布中位时长（小时）',
  '过期栏目数',
  '未整改巡检问题数',
  '浏览量',
  '得分',
]

const beijing = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : ''
const day = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10) : '从未发布'

/**
 * The 通报 as a workbook: on the first sheet a title row naming the period, the rule of the
 * ranking, and a row per site; then each unit's stale columns and open findings, and the
 * drill-down per column and per editor.
 */
export async function bulletin(payload: Payload, stats: Stats): Promise<Uint8Array> {
  const { from, to } = stats.period
  const book = new ExcelJS.Workbook()
  book.creator = '内容管理平台'
  const siteName = new Map(stats.sites.map((s) => [s.id, s.name]))
  const text = (v: string) => neutralizeCell(v)

  const main = book.addWorksheet('通报')
  main.addRow([`站群发稿情况通报（${from} 至 ${to}）`]).font = { bold: true, size: 16 }
  main.mergeCells(1, 1, 1, SITE_HEADERS.length)
  main.addRow([`排名规则：${stats.rule}`])
  main.mergeCells(2, 1, 2, SITE_HEADERS.length)
  main.getRow(2).alignment = { wrapText: true }
  main.getRow(2).height = 36
  main.addRow([`生成时间：${beijing(new Date().toISOString())}；栏目是否过期按 ${day(stats.period.asOf)} 计`])
  main.mergeCells(3, 1, 3, SITE_HEADERS.length)
  main.addRow(SITE_HEADERS).font = { bold: true }
  for (const s of stats.sites)
    main.addRow([
      s.rank ?? '—',
      text(s.name),
      s.published,
      s.reported,
      s.accepted,
      s.returned,
      s.medianHours ?? '—',
      s.staleColumns,
      s.openFindings,
      s.views,
      s.score ?? '—',
    ])
  main.columns.forEach((c, i) => (c.width = i === 1 ? 20 : 14))

  const stale = book.addWorksheet('过期栏目')
  stale.addRow(['站点', '栏目', '最新发布', '未更新天数', '期限（天）']).font = { bold: true }
  for (const x of stats.stale)
    stale.addRow([text(siteName.get(x.site) ?? ''), text(x.name), day(x.newest), x.days ?? '—', x.limit])
  stale.columns.forEach((c) => (c.width = 18))

  const open = book.addWorksheet('未整改问题')
  open.addRow(['站点', '类型', '问题', '页面']).font = { bold: true }
  // Each site's open findings are those of the run that stands for it (OpenFinding.run).
  const sites = new Set(stats.sites.map((s) => s.id))
  const byRun = new Map<number, number[]>()
  for (const f of stats.findings)
    if (sites.has(f.site) && !byRun.get(f.run)?.includes(f.site))
      byRun.set(f.run, [...(byRun.get(f.run) ?? []), f.site])
  if (byRun.size) {
    const { docs } = await payload.find({
      collection: 'inspection-findings',
      where: {
        or: [...byRun].map(([run, on]): Where => ({ and: [{ run: { equals: run } }, { site: { in: on } }] })),
      },
      select: { site: true, kind: true, message: true, url: true },
      sort: 'site',
      limit: 5000,
      depth: 0,
      overrideAccess: true,
    })
    for (const f of docs)
      open.addRow([
        text(siteName.get(Number(f.site)) ?? ''),
        KIND_LABEL[f.kind] ?? f.kind,
        text(f.message),
        text(f.url ?? ''),
      ])
  }
  open.columns.forEach((c, i) => (c.width = i === 2 ? 60 : 18))

  const figures = (sheet: ExcelJS.Worksheet, first: string, rows: Stats['columns'] | Stats['editors']) => {
    sheet.addRow(['站点', first, ...SITE_HEADERS.slice(2, 7), '浏览量']).font = { bold: true }
    for (const r of rows)
      sheet.addRow([
        text(siteName.get(r.site) ?? ''),
        text(r.name),
        r.published,
        r.reported,
        r.accepted,
        r.returned,
        r.medianHours ?? '—',
        r.views,
      ])
    sheet.columns.forEach((c) => (c.width = 16))
  }
  figures(book.addWorksheet('按栏目'), '栏目', stats.columns)
  figures(book.addWorksheet('按编辑'), '编辑', stats.editors)
  return new Uint8Array(await book.xlsx.writeBuffer())
}
