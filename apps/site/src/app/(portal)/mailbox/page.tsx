import { PageLayout } from '@/components/layout/page-layout'
import { LetterMeta } from '@/components/mailbox/letter-meta'
import { MailboxForms } from '@/components/mailbox/mailbox-forms'
import { Empty } from '@/components/ui/empty'
import { Pagination } from '@/components/ui/pagination'
import { listPage, pageInRange, loadOptional } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { DataTable } from '@/components/ui/data-table'

/** The monthly statistics' columns; on a phone each month is a card, each figure after its name. */
const STATS_COLUMNS = ['月份', '收到来信', '已答复', '按期答复', '平均办理（工作日）'] as const

export const metadata = pageMeta(PAGES.mailbox, href.mailbox())
const LIMIT = 5

export default async function MailboxPage({ params }: { params: Promise<{ n?: string }> }) {
  const page = await listPage(params)
  const [letters, stats] = await Promise.all([
    loadOptional('mailbox.Letter/list', { page, limit: LIMIT }),
    // Published only when the school turns it on (办理时限与信息公开 → 在网站公开来信月度统计).
    page === 1 ? loadOptional('mailbox.Letter/stats', { months: 6 }) : null,
  ])
  if (letters) pageInRange(page, letters.total, LIMIT)
  return (
    <PageLayout page={PAGES.mailbox} crumbs={[{ label: PAGES.mailbox.zh }]}>
      <div className="mailbox">
        <MailboxForms lookupTitle="来信查询" />
        <section aria-labelledby="public-title" id="public-letters">
          <h2 id="public-title" className="block-title">
            来信选登
          </h2>
          {!letters || letters.list.length === 0 ? (
            <Empty>暂无公开的来信</Empty>
          ) : (
            <>
              <ul className="letters" data-testid="public-letters">
                {letters.list.map((l) => (
                  <li key={l.id} className="letter">
                    <h3>{l.subject}</h3>
                    <LetterMeta letter={l} />
                    <p className="letter-content">{l.content}</p>
                    {l.reply && (
                      <div className="letter-reply">
                        <strong>回复{l.replied_at ? `（${formatDate(l.replied_at)}）` : ''}：</strong>
                        <p>{l.reply}</p>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <Pagination page={page} total={letters.total} limit={LIMIT} basePath={href.mailbox()} />
            </>
          )}
        </section>
        {stats && (
          <section aria-labelledby="stats-title" id="letter-stats">
            <h2 id="stats-title" className="block-title">
              来信办理统计
            </h2>
            <DataTable caption="来信办理统计（近六个月）" columns={STATS_COLUMNS} testId="letter-stats">
              {stats.list.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.month}</th>
                  <td data-label={STATS_COLUMNS[1]}>{m.received}</td>
                  <td data-label={STATS_COLUMNS[2]}>{m.answered}</td>
                  <td data-label={STATS_COLUMNS[3]}>{m.on_time}</td>
                  <td data-label={STATS_COLUMNS[4]}>{m.avg_workdays ?? '—'}</td>
                </tr>
              ))}
            </DataTable>
          </section>
        )}
      </div>
    </PageLayout>
  )
}
