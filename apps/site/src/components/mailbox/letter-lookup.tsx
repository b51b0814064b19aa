'use client'

import { TrackingLookup } from '@/components/forms/tracking-lookup'
import { formatDate } from '@/lib/format'
import { LetterMeta } from './letter-meta'

/** Looking a letter up by its tracking code (`mailbox.Letter/query`). */
export function LetterLookup({ code }: { code?: string }) {
  return (
    <TrackingLookup
      call="mailbox.Letter/query"
      code={code}
      scope="lookup"
      title="来信查询"
      label="查询码"
      notFound="没有找到这个查询码对应的来信，请核对后重试。"
    >
      {(l) => (
        <article className="letter letter-result" data-testid="letter-result">
          <h3>{l.subject}</h3>
          <LetterMeta letter={l} statusTestId="letter-status" />
          <p className="letter-content">{l.content}</p>
          {l.reply ? (
            <div className="letter-reply" data-testid="letter-reply">
              <strong>回复{l.replied_at ? `（${formatDate(l.replied_at)}）` : ''}：</strong>
              <p>{l.reply}</p>
            </div>
          ) : (
            <p className="muted">来信正在办理中，答复后会显示在这里。</p>
          )}
        </article>
      )}
    </TrackingLookup>
  )
}
