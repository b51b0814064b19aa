import Link from '@/components/ui/link'
import { notFound } from 'next/navigation'
import { DisclosureNav } from '@/components/disclosure/disclosure-nav'
import { SchoolLayout } from '@/components/school/school-layout'
import { Prose } from '@/components/ui/prose'
import { load } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

type Params = Promise<{ year: string }>

/** A year in the address: four digits, else the page does not exist. */
const yearOf = async (params: Params) => {
  const { year } = await params
  return /^\d{4}$/.test(year) ? Number(year) : notFound()
}

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export async function generateMetadata({ params }: { params: Params }) {
  const report = await load('disclosure.Report/info', { year: await yearOf(params) })
  return { ...pageMeta(PAGES.disclosureReport, href.disclosureReport(report.year)), title: report.title }
}

/** One annual report: its summary and the download of the full report (PDF). */
export default async function DisclosureReportPage({ params }: { params: Params }) {
  const report = await load('disclosure.Report/info', { year: await yearOf(params) })
  return (
    <SchoolLayout
      section="schoolAffairsOpen"
      page={PAGES.disclosureReport}
      trail={[
        { href: href.disclosureReports(), label: PAGES.disclosureReports.zh },
        { label: `${report.year}—${report.year + 1} 学年` },
      ]}
    >
      <div className="disclosure">
        <DisclosureNav current="reports" />
        <article className="article-view disclosure-report">
          <header className="article-head">
            <h1>{report.title}</h1>
            <p className="article-meta">
              <span>
                学年：{report.year}—{report.year + 1}
              </span>
              <span>
                更新时间：<time dateTime={report.updated_at}>{formatDate(report.updated_at)}</time>
              </span>
            </p>
          </header>
          {report.file ? (
            <p className="report-download" data-testid="report-download">
              <a href={report.file.url} download className="btn btn-primary">
                下载报告全文（PDF{report.file.size !== null ? `，${sizeOf(report.file.size)}` : ''}）
              </a>
            </p>
          ) : (
            <p className="muted">报告全文正在上传，请稍后再来。</p>
          )}
          <Prose html={report.content} />
          <nav className="article-nav" aria-label="返回">
            <p>
              <Link href={href.disclosureReports()} className="btn btn-ghost">
                ← 返回信息公开年度报告
              </Link>
            </p>
          </nav>
        </article>
      </div>
    </SchoolLayout>
  )
}
