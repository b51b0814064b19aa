import { z } from 'zod'
import { listData, listFilter, noInput } from '../common'
import { TRACKING_CODE } from '../ids'
import * as E from '../entities'
import { letterInput } from '../forms/letter'
import { letterStatsCall } from './disclosure'
import { def } from './define'

export { letterInput } from '../forms/letter'

export const mailboxCalls = {
  'mailbox.Letter/captcha': def({ summary: '来信验证码', request: noInput, data: E.captcha }),
  'mailbox.Letter/add': def({ summary: '书记、校长信箱来信', request: letterInput, data: E.letterReceipt }),
  'mailbox.Letter/query': def({
    summary: '凭查询码查看来信处理情况',
    request: z.object({
      tracking_code: z
        .string({ error: '请输入查询码' })
        .trim()
        .toUpperCase()
        .regex(TRACKING_CODE, '查询码为 12 位字母或数字'),
    }),
    data: E.letter,
  }),
  'mailbox.Letter/list': def({
    summary: '公开的来信与回复',
    request: listFilter,
    data: listData(E.publicLetter),
  }),
  ...letterStatsCall,
}
