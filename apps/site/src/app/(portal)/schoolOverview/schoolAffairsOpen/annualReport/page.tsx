import Link from '@/components/ui/link'
import { DisclosureNav } from '@/components/disclosure/disclosure-nav'
import { SchoolLayout } from '@/components/school/school-layout'
import { Empty } from '@/components/ui/empty'
import { load } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = pageMeta(PAGES.disclosureReports, href.disclosureReports())

/** 信息公开年度报告: one line per school year, newest first, each with its page and its PDF. */
export default async function DisclosureReportsPage() {
  const { list } = await load('disclosure.Report/list')
  return (
    <SchoolLayout
      section="schoolAffairsOpen"
      page={PAGES.disclosureReports}
      trail={[{ label: PAGES.disclosureReports.zh }]}
    >
      <div className="disclosure">
        <DisclosureNav current="reports" />
        <h2 className="block-title">信息公开年度报告</h2>
        <p className="muted">学校于每年 10 月底前公布上一学年的信息公开工作年度报告。</p>
        {list.length === 0 ? (
          <Empty>暂无信息公开年度报告</Empty>
        ) : (
          <ul className="disclosure-reports" data-testid="disclosure-reports">
            {list.map((r) => (
              <li key={r.id}>
                <span className="report-year">
                  {r.year}—{r.year + 1} 学年
                </span>
                <Link href={href.disclosureReport(r.year)}>{r.title}</Link>
                <span className="muted">更新于 {formatDate(r.updated_at)}</span>
                {r.file && (
                  <a href={r.file.url} download className="report-pdf">
                    下载 PDF<span className="sr-only">：{r.title}全文</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SchoolLayout>
  )
}
