import { LetterForm, LetterLookup } from '@/client/Mailbox'
import { PageLayout } from '@/components/PageLayout'
import { Pagination } from '@/components/ui'
import { loadOptional, pageParam, type SearchParams } from '@/lib/api'
import { formatDate } from '@/lib/format'
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
        <section className="form-card" aria-labelledby="write-title">
          <h1 id="write-title" className="block-title">
            写信
          </h1>
          <p className="muted">
            书记、校长信箱受理师生和社会各界对学校工作的意见、建议和诉求。请如实填写联系方式，我们将在 10
            个工作日内答复。
          </p>
          <LetterForm />
        </section>
        <section className="form-card" aria-labelledby="lookup-title">
          <h2 id="lookup-title" className="block-title">
            来信查询
          </h2>
          <LetterLookup />
        </section>
        {letters && letters.list.length > 0 && (
          <section aria-labelledby="public-title">
            <h2 id="public-title" className="block-title">
              来信选登
            </h2>
            <ul className="letters">
              {letters.list.map((l) => (
                <li key={l.id} className="letter">
                  <h3>{l.subject}</h3>
                  <p className="muted">
                    {l.recipient === 'president' ? '校长信箱' : '书记信箱'} · {formatDate(l.created_at)}
                  </p>
                  <p>{l.content}</p>
                  {l.reply && (
                    <div className="letter-reply">
                      <strong>回复：</strong>
                      {l.reply}
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={page} total={letters.total} limit={LIMIT} basePath="/mailbox" />
          </section>
        )}
      </div>
    </PageLayout>
  )
}
