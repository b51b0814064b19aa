import { MailboxForms } from '@/client/Mailbox'
import { PageLayout } from '@/components/PageLayout'
import { Empty, Pagination } from '@/components/ui'
import { loadOptional, pageParam, type SearchParams } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { LETTER_STATUS, RECIPIENT } from '@/lib/mailbox'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

export const metadata = pageMeta(PAGES.mailbox, '/mailbox')
const LIMIT = 5

export default async function MailboxPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageParam((await searchParams).page)
  const letters = await loadOptional('mailbox.Letter/list', { page, limit: LIMIT })
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
                    <p className="letter-meta">
                      <span>{RECIPIENT[l.recipient]}</span>
                      <span>来信日期 {formatDate(l.created_at)}</span>
                      <span className={`status status-${l.status}`}>{LETTER_STATUS[l.status]}</span>
                    </p>
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
              <Pagination page={page} total={letters.total} limit={LIMIT} basePath="/mailbox" />
            </>
          )}
        </section>
      </div>
    </PageLayout>
  )
}
