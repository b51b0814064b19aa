import {
  LETTER_RECIPIENT_LABEL,
  LETTER_STATUS_LABEL,
  type LetterRecipient,
  type LetterStatus,
} from '@ou/contract/enums'
import { formatDate } from '@/lib/format'

/** Recipient, date and status of a letter (public list and lookup). */
export function LetterMeta({
  letter,
  statusTestId,
}: {
  letter: { recipient: LetterRecipient; created_at: string; status: LetterStatus }
  statusTestId?: string
}) {
  return (
    <p className="letter-meta">
      <span>{LETTER_RECIPIENT_LABEL[letter.recipient]}</span>
      <span>来信日期 {formatDate(letter.created_at)}</span>
      <span className={`status status-${letter.status}`} data-testid={statusTestId}>
        {LETTER_STATUS_LABEL[letter.status]}
      </span>
    </p>
  )
}
