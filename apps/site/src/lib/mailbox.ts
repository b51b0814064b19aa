import type { CallData } from '@ou/contract'

export type Letter = CallData<'mailbox.Letter/query'>

/** Labels of a letter's status and recipient, shared by the server-rendered list and the lookup. */
export const LETTER_STATUS: Record<Letter['status'], string> = {
  pending: '待处理',
  processing: '处理中',
  replied: '已回复',
}
export const RECIPIENT: Record<Letter['recipient'], string> = {
  secretary: '书记信箱',
  president: '校长信箱',
}
