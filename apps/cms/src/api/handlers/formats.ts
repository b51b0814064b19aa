import { FORMAT_PAGE_CALLS, type FormatPageCall } from '@ou/contract'
import { findOne, readGlobal, type Ctx, type Handler, type Handlers } from '../context'
import { html, imagesOf, withUploads } from '../serialize'

const FORMAT_PAGE_SELECT = {
  title: true,
  title_en: true,
  summary: true,
  banner: true,
  content: true,
  sections: true,
  contact: true,
} as const

async function formatPage(ctx: Ctx, key: FormatPageCall) {
  const d = await findOne(ctx, 'format-pages', { key: { equals: key } }, '页面', FORMAT_PAGE_SELECT)
  const sections = d.sections ?? []
  const [images] = await Promise.all([
    imagesOf(ctx, [d.banner, ...sections.map((s) => s.image)]),
    withUploads(ctx, [d.content, ...sections.map((s) => s.content)]),
  ])
  return {
    key,
    title: d.title,
    title_en: d.title_en ?? '',
    summary: d.summary ?? '',
    banner: images(d.banner),
    content: html(d.content),
    sections: sections.map((s) => ({ title: s.title, content: html(s.content), image: images(s.image) })),
    contact: {
      phone: d.contact?.phone ?? '',
      address: d.contact?.address ?? '',
      email: d.contact?.email ?? '',
    },
  }
}

/** Every `…Setting/…Info` page call reads the format page keyed by its own name. */
const pageHandlers = Object.fromEntries(
  FORMAT_PAGE_CALLS.map((key) => {
    const handler: Handler<FormatPageCall> = (_input, ctx) => formatPage(ctx, key)
    return [key, handler]
  }),
) as Handlers<FormatPageCall>

export const formatHandlers: Handlers<FormatPageCall | 'educationFormat.Setting/baseInfo'> = {
  ...pageHandlers,
  'educationFormat.Setting/baseInfo': async (_input, ctx) => {
    const g = await readGlobal(ctx, 'formats-overview')
    const formats = g.formats ?? []
    const images = await imagesOf(
      ctx,
      formats.map((f) => f.cover),
    )
    return {
      title: g.title,
      title_en: g.title_en ?? '',
      intro: g.intro ?? '',
      formats: formats.map((f) => ({
        key: f.key,
        name: f.name,
        name_en: f.name_en ?? '',
        summary: f.summary ?? '',
        cover: images(f.cover),
        color: Number(f.color ?? 0) as 0 | 1 | 2 | 3,
      })),
    }
  },
}
