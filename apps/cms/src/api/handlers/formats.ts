import { FORMAT_PAGE_CALLS, type CallName, type FormatKey, type FormatPageCall } from '@ou/contract'
import type { Ctx, Handler, Handlers } from '../context'
import { notFound } from '../errors'
import { html, image, rel, str } from '../serialize'

type Doc = Record<string, unknown>

async function formatPage(ctx: Ctx, key: string) {
  const res = await ctx.payload.find({
    collection: 'format-pages',
    where: { key: { equals: key } },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  const d = res.docs[0] as unknown as Doc | undefined
  if (!d) throw notFound('页面')
  const contact = rel(d.contact) ?? {}
  const sections = Array.isArray(d.sections) ? (d.sections as Doc[]) : []
  return {
    key,
    title: str(d.title),
    title_en: str(d.title_en),
    summary: str(d.summary),
    banner: image(d.banner),
    content: html(d.content),
    sections: sections.map((s) => ({ title: str(s.title), content: html(s.content), image: image(s.image) })),
    contact: { phone: str(contact.phone), address: str(contact.address), email: str(contact.email) },
  }
}

/** Every `…Setting/…Info` page call reads the format page keyed by its own name. */
const pageHandlers = Object.fromEntries(
  FORMAT_PAGE_CALLS.map((key) => [
    key,
    ((_input: unknown, ctx: Ctx) => formatPage(ctx, key)) as Handler<CallName>,
  ]),
) as unknown as Handlers<FormatPageCall>

export const formatHandlers: Handlers<FormatPageCall | 'educationFormat.Setting/baseInfo'> = {
  ...pageHandlers,
  'educationFormat.Setting/baseInfo': async (_input, ctx) => {
    const g = (await ctx.payload.findGlobal({ slug: 'formats-overview', depth: 1 })) as unknown as Doc
    const formats = Array.isArray(g.formats) ? (g.formats as Doc[]) : []
    return {
      title: str(g.title),
      title_en: str(g.title_en),
      intro: str(g.intro),
      formats: formats.map((f) => ({
        key: f.key as FormatKey,
        name: str(f.name),
        name_en: str(f.name_en),
        summary: str(f.summary),
        cover: image(f.cover),
        color: Number(f.color ?? 0) as 0 | 1 | 2 | 3,
      })),
    }
  },
}
