import { randomInt } from 'node:crypto'
import { consumeCaptcha, issueCaptcha } from '@/lib/captcha'
import { env } from '@/lib/env'
import { BusinessError, notFound } from '@/lib/errors'
import { readOfficeSettings } from '@/lib/officeSettings'
import { LETTER_RULE, assertUnderLimit, recordSaved } from '@/lib/rateLimit'
import type { DisclosureItem, DisclosureReport } from '@/payload-types'
import type { Ctx, Handlers } from '../context'
import { html, iso, withUploads } from '../serialize'
import { letterStats } from '@/offices/stats'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const trackingCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

const idOf = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? Number((v as { id: number }).id)
      : null
const day = (v: string | null | undefined) => (v ? new Date(v).toISOString().slice(0, 10) : null)
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.publicUrl}${url}`)

type Doc = NonNullable<DisclosureItem['documents']>[number]

/** The documents of items as the visitor may see them: published articles only, files by URL. */
async function documentsOf(ctx: Ctx, docs: Doc[]) {
  const fileIds = docs.map((d) => idOf(d.file)).filter((v): v is number => v !== null)
  const affairIds = docs.map((d) => idOf(d.affair)).filter((v): v is number => v !== null)
  const [files, affairs] = await Promise.all([
    fileIds.length
      ? ctx.payload.find({
          collection: 'files',
          where: { id: { in: fileIds } },
          select: { url: true },
          pagination: false,
          depth: 0,
          // Attachments are never listed to visitors; the ones an item shows are read by id.
          overrideAccess: true,
        })
      : { docs: [] },
    affairIds.length
      ? ctx.payload.find({
          collection: 'school-affairs',
          where: { id: { in: affairIds } },
          select: { title: true },
          pagination: false,
          depth: 0,
          draft: false,
          overrideAccess: false,
        })
      : { docs: [] },
  ])
  const fileUrl = new Map(files.docs.map((f) => [f.id, f.url ? absolute(f.url) : null]))
  const published = new Set(affairs.docs.map((a) => a.id))
  return docs.flatMap((d) => {
    const affair = idOf(d.affair)
    const file = idOf(d.file)
    if (affair !== null && !published.has(affair)) return []
    const url = file !== null ? (fileUrl.get(file) ?? null) : d.url || null
    if (affair === null && !url) return []
    return [{ title: d.title, date: day(d.date), url: affair !== null ? null : url, affair_id: affair }]
  })
}

/** The PDFs of annual reports, by id: attachments are never listed to visitors, so read by id. */
async function reportFiles(ctx: Ctx, reports: Pick<DisclosureReport, 'file'>[]) {
  const ids = reports.map((r) => idOf(r.file)).filter((v): v is number => v !== null)
  const { docs } = ids.length
    ? await ctx.payload.find({
        collection: 'files',
        where: { id: { in: ids } },
        select: { title: true, url: true, filename: true, filesize: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const byId = new Map(docs.map((f) => [f.id, f]))
  return (r: Pick<DisclosureReport, 'file'>) => {
    const f = byId.get(idOf(r.file) ?? -1)
    return f?.url
      ? { title: f.title || f.filename || '报告全文', url: absolute(f.url), size: f.filesize ?? null }
      : null
  }
}

const reportSummary = (
  r: Pick<DisclosureReport, 'id' | 'year' | 'title' | 'file' | 'updatedAt'>,
  fileOf: (r: Pick<DisclosureReport, 'file'>) => { title: string; url: string; size: number | null } | null,
) => ({ id: r.id, year: r.year, title: r.title, file: fileOf(r), updated_at: iso(r.updatedAt) })

type Names =
  | 'disclosure.Catalog/list'
  | 'disclosure.Catalog/info'
  | 'disclosure.Request/captcha'
  | 'disclosure.Request/add'
  | 'disclosure.Request/query'
  | 'disclosure.Report/list'
  | 'disclosure.Report/info'
  | 'mailbox.Letter/stats'

export const disclosureHandlers: Handlers<Names> = {
  'disclosure.Catalog/list': async (input, ctx) => {
    const [categories, items, settings] = await Promise.all([
      ctx.payload.find({
        collection: 'disclosure-categories',
        sort: 'sort',
        pagination: false,
        depth: 0,
        overrideAccess: false,
      }),
      ctx.payload.find({
        collection: 'disclosure-items',
        sort: ['sort', 'number'],
        pagination: false,
        depth: 0,
        overrideAccess: false,
      }),
      readOfficeSettings(ctx.payload),
    ])
    // Search within disclosure: an item matches by its title or the title of one of its documents.
    const k = input.keyword?.toLowerCase()
    const matches = (i: DisclosureItem) =>
      !k ||
      i.title.toLowerCase().includes(k) ||
      (i.documents ?? []).some((d) => d.title.toLowerCase().includes(k))
    return {
      categories: categories.docs
        .map((c) => ({
          id: c.id,
          name: c.name,
          items: items.docs
            .filter((i) => idOf(i.category) === c.id && matches(i))
            .map((i) => ({
              id: i.id,
              number: i.number ?? null,
              title: i.title,
              documents: i.documents?.length ?? 0,
              updated_at: iso(i.updatedAt),
            })),
        }))
        .filter((c) => !k || c.items.length),
      guide: settings.guide,
      request_days: settings.requestDays,
    }
  },

  'disclosure.Catalog/info': async (input, ctx) => {
    const { docs } = await ctx.payload.find({
      collection: 'disclosure-items',
      where: { id: { equals: input.item_id } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    const item = docs[0]
    if (!item) throw notFound('该信息公开事项')
    const category = item.category as { id: number; name: string } | number
    return {
      id: item.id,
      number: item.number ?? null,
      title: item.title,
      documents: item.documents?.length ?? 0,
      updated_at: iso(item.updatedAt),
      category:
        typeof category === 'number' ? { id: category, name: '' } : { id: category.id, name: category.name },
      note: item.note ?? '',
      list: await documentsOf(
        ctx,
        (item.documents ?? []).map((d) => ({ ...d, file: idOf(d.file), affair: idOf(d.affair) })),
      ),
    }
  },

  'disclosure.Request/captcha': async (_input, ctx) => issueCaptcha(ctx.payload, 'disclosure', ctx.ip),

  'disclosure.Request/add': async (input, ctx) => {
    // The same hourly allowance per address as letters, under its own key.
    const key = `disclosure:${ctx.ip}`
    await assertUnderLimit(ctx.payload, [key], LETTER_RULE)
    await consumeCaptcha(ctx.payload, 'disclosure', input.captcha_id, input.captcha)
    const person = input.requester_type === 'person'
    // Requests are the disclosure office's alone: the visitor's own is written past that access.
    const doc = await ctx.payload.create({
      collection: 'disclosure-requests',
      overrideAccess: true,
      depth: 0,
      data: {
        tracking_code: trackingCode(),
        requester_type: input.requester_type,
        name: input.name,
        id_type: person ? input.id_type : undefined,
        id_number: person ? input.id_number : undefined,
        org_code: person ? undefined : input.org_code,
        contact_person: person ? undefined : input.contact_person,
        phone: input.phone,
        email: input.email || undefined,
        address: input.address,
        description: input.description,
        purpose: input.purpose,
        delivery: input.delivery,
        status: 'received',
        client_ip: ctx.ip,
      },
    })
    await recordSaved(ctx.payload, [key])
    return { tracking_code: doc.tracking_code, deadline: doc.deadline ?? '' }
  },

  'disclosure.Request/query': async (input, ctx) => {
    // The tracking code is the requester's key: status and answer only, never personal data.
    const { docs } = await ctx.payload.find({
      collection: 'disclosure-requests',
      overrideAccess: true,
      where: { tracking_code: { equals: input.tracking_code } },
      select: {
        tracking_code: true,
        status: true,
        received_at: true,
        deadline: true,
        extended_at: true,
        extension_reason: true,
        reply: true,
        refusal_reason: true,
        attachments: true,
        answered_at: true,
      },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const d = docs[0]
    if (!d) throw notFound('该查询码对应的申请')
    const ids = (d.attachments ?? []).map(idOf).filter((v): v is number => v !== null)
    const files = ids.length
      ? (
          await ctx.payload.find({
            collection: 'files',
            where: { id: { in: ids } },
            select: { title: true, url: true, filename: true },
            pagination: false,
            depth: 0,
            overrideAccess: true,
          })
        ).docs
      : []
    const final = d.status === 'answered' || d.status === 'refused'
    return {
      tracking_code: d.tracking_code,
      status: d.status,
      received_at: iso(d.received_at ?? new Date().toISOString()),
      deadline: d.deadline ?? '',
      extended: Boolean(d.extended_at),
      extension_reason: d.extended_at ? (d.extension_reason ?? null) : null,
      reply: d.status === 'answered' ? (d.reply ?? null) : null,
      refusal_reason: d.status === 'refused' ? (d.refusal_reason ?? null) : null,
      attachments: final
        ? files
            .filter((f) => f.url)
            .map((f) => ({ title: f.title || f.filename || '附件', url: absolute(f.url!) }))
        : [],
      answered_at: d.answered_at ? iso(d.answered_at) : null,
    }
  },

  'disclosure.Report/list': async (_input, ctx) => {
    const { docs } = await ctx.payload.find({
      collection: 'disclosure-reports',
      sort: '-year',
      select: { year: true, title: true, file: true, updatedAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    const fileOf = await reportFiles(ctx, docs)
    return { list: docs.map((r) => reportSummary(r, fileOf)) }
  },

  'disclosure.Report/info': async (input, ctx) => {
    const { docs } = await ctx.payload.find({
      collection: 'disclosure-reports',
      where: { year: { equals: input.year } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const r = docs[0]
    if (!r) throw notFound(`${input.year} 学年的信息公开年度报告`)
    const [fileOf] = await Promise.all([reportFiles(ctx, [r]), withUploads(ctx, [r.summary ?? undefined])])
    return { ...reportSummary(r, fileOf), content: html(r.summary ?? undefined) }
  },

  'mailbox.Letter/stats': async (input, ctx) => {
    const settings = await readOfficeSettings(ctx.payload)
    if (!settings.statsPublic) throw new BusinessError('本校暂未公开来信统计')
    return { list: await letterStats(ctx.payload, input.months) }
  },
}
