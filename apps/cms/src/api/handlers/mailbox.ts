import { randomInt } from 'node:crypto'
import type { LetterRecipient, LetterStatus } from '@ou/contract'
import { consumeCaptcha, issueCaptcha } from '../../lib/captcha'
import { LETTER_RULE, assertUnderLimit, recordAttempt } from '../../lib/rateLimit'
import { findPage, listOf, type Handlers } from '../context'
import { notFound } from '../errors'
import { num, str } from '../serialize'

type Doc = Record<string, unknown>
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const trackingCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

const letter = (d: Doc) => ({
  recipient: d.recipient as LetterRecipient,
  subject: str(d.subject),
  content: str(d.content),
  status: d.status as LetterStatus,
  reply: d.reply ? str(d.reply) : null,
  created_at: new Date(str(d.createdAt)).toISOString(),
  replied_at: d.replied_at ? new Date(str(d.replied_at)).toISOString() : null,
})

type Names = 'mailbox.Letter/captcha' | 'mailbox.Letter/add' | 'mailbox.Letter/query' | 'mailbox.Letter/list'

export const mailboxHandlers: Handlers<Names> = {
  'mailbox.Letter/captcha': async (_input, ctx) => issueCaptcha(ctx.payload, 'mailbox'),

  'mailbox.Letter/add': async (input, ctx) => {
    const key = `letter:${ctx.ip}`
    await assertUnderLimit(ctx.payload, [key], LETTER_RULE)
    await consumeCaptcha(ctx.payload, 'mailbox', input.captcha_id, input.captcha)
    const doc = await ctx.payload.create({
      collection: 'letters',
      depth: 0,
      data: {
        tracking_code: trackingCode(),
        recipient: input.recipient,
        anonymous: input.anonymous,
        name: input.anonymous ? '' : input.name,
        contact: input.contact,
        subject: input.subject,
        content: input.content,
        status: 'pending',
        client_ip: ctx.ip,
      },
    })
    // Every accepted letter counts towards the address's hourly allowance.
    await recordAttempt(ctx.payload, [key])
    return { tracking_code: doc.tracking_code }
  },

  'mailbox.Letter/query': async (input, ctx) => {
    const { docs } = await ctx.payload.find({
      collection: 'letters',
      where: { tracking_code: { equals: input.tracking_code } },
      limit: 1,
      depth: 0,
    })
    const d = docs[0] as unknown as Doc | undefined
    if (!d) throw notFound('该查询码对应的来信')
    return { tracking_code: str(d.tracking_code), ...letter(d) }
  },

  'mailbox.Letter/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'letters',
      ...input,
      keywordField: 'subject',
      sort: '-replied_at',
      depth: 0,
      where: [
        { is_public: { equals: true } },
        { status: { equals: 'replied' } },
        // A letter with a listed word is public only once a person has approved it.
        { moderation: { in: ['none', 'approved'] } },
      ],
    })
    return listOf(
      r,
      r.docs.map((d) => ({ id: num(d.id), ...letter(d) })),
    )
  },
}
