import { randomInt } from 'node:crypto'
import { consumeCaptcha, issueCaptcha } from '@/lib/captcha'
import { LETTER_RULE, assertUnderLimit, recordSaved } from '@/lib/rateLimit'
import type { Letter } from '@/payload-types'
import { findPage, listOf, type Handlers } from '../context'
import { notFound } from '@/lib/errors'
import { iso } from '../serialize'
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const trackingCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

const LETTER_SELECT = {
  recipient: true,
  subject: true,
  content: true,
  status: true,
  reply: true,
  createdAt: true,
  replied_at: true,
} as const

const letter = (
  d: Pick<Letter, 'recipient' | 'subject' | 'content' | 'status' | 'reply' | 'createdAt' | 'replied_at'>,
) => ({
  recipient: d.recipient,
  subject: d.subject,
  content: d.content,
  status: d.status,
  reply: d.reply || null,
  created_at: iso(d.createdAt),
  replied_at: d.replied_at ? iso(d.replied_at) : null,
})

type Names = 'mailbox.Letter/captcha' | 'mailbox.Letter/add' | 'mailbox.Letter/query' | 'mailbox.Letter/list'

export const mailboxHandlers: Handlers<Names> = {
  'mailbox.Letter/captcha': async (_input, ctx) => issueCaptcha(ctx.payload, 'mailbox', ctx.ip),

  'mailbox.Letter/add': async (input, ctx) => {
    const key = `letter:${ctx.ip}`
    await assertUnderLimit(ctx.payload, [key], LETTER_RULE)
    await consumeCaptcha(ctx.payload, 'mailbox', input.captcha_id, input.captcha)
    // Letters are staff-only (nothing of them is public until answered and marked public): the
    // visitor's own letter is written past that access.
    const doc = await ctx.payload.create({
      collection: 'letters',
      overrideAccess: true,
      depth: 0,
      data: {
        tracking_code: trackingCode(),
        recipient: input.recipient,
        category: input.category,
        consent: input.consent_public === undefined ? 'unasked' : input.consent_public ? 'yes' : 'no',
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
    await recordSaved(ctx.payload, [key])
    return { tracking_code: doc.tracking_code }
  },

  'mailbox.Letter/query': async (input, ctx) => {
    // The tracking code is the writer's key to their own letter, public or not: read past access.
    const { docs } = await ctx.payload.find({
      collection: 'letters',
      overrideAccess: true,
      where: { tracking_code: { equals: input.tracking_code } },
      select: { ...LETTER_SELECT, tracking_code: true },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const d = docs[0]
    if (!d) throw notFound('该查询码对应的来信')
    return { tracking_code: d.tracking_code, ...letter(d) }
  },

  'mailbox.Letter/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'letters',
      select: LETTER_SELECT,
      ...input,
      keywordField: 'subject',
      sort: '-replied_at',
      // Letters are staff-only; their public part is what this `where` states, in public fields only.
      overrideAccess: true,
      where: [
        { is_public: { equals: true } },
        { status: { equals: 'replied' } },
        // A letter with a listed word is public only once a person has approved it.
        { moderation: { in: ['none', 'approved'] } },
      ],
    })
    return listOf(
      r,
      r.docs.map((d) => ({ id: d.id, ...letter(d) })),
    )
  },
}
