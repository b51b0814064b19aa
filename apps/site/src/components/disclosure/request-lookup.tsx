'use client'

import { DISCLOSURE_STATUS_LABEL } from '@ou/contract/enums'
import { TrackingLookup } from '@/components/forms/tracking-lookup'
import { formatDate } from '@/lib/format'

/** Looking a request for disclosure up by its tracking code: status and answer, no personal data. */
export function DisclosureLookup({ code }: { code?: string }) {
  return (
    <TrackingLookup
      call="disclosure.Request/query"
      code={code}
      scope="disclosure-lookup"
      title="申请查询"
      label="申请查询码"
      notFound="没有找到这个查询码对应的申请，请核对后重试。"
    >
      {(r) => (
        <article className="letter letter-result" data-testid="disclosure-result">
          <p className="letter-meta">
            <span data-testid="disclosure-status">{DISCLOSURE_STATUS_LABEL[r.status]}</span>
            <span>受理：{formatDate(r.received_at)}</span>
            <span>答复期限：{r.deadline}</span>
          </p>
          {r.extended && <p>已延期：{r.extension_reason}</p>}
          {r.reply && (
            <div className="letter-reply" data-testid="disclosure-reply">
              <strong>答复{r.answered_at ? `（${formatDate(r.answered_at)}）` : ''}：</strong>
              <p>{r.reply}</p>
            </div>
          )}
          {r.refusal_reason && (
            <div className="letter-reply" data-testid="disclosure-reply">
              <strong>不予公开的理由：</strong>
              <p>{r.refusal_reason}</p>
            </div>
          )}
          {r.attachments.length > 0 && (
            <ul>
              {r.attachments.map((a) => (
                <li key={a.url}>
                  <a href={a.url}>{a.title}</a>
                </li>
              ))}
            </ul>
          )}
          {!r.reply && !r.refusal_reason && <p className="muted">申请正在办理中，答复后会显示在这里。</p>}
        </article>
      )}
    </TrackingLookup>
  )
}
