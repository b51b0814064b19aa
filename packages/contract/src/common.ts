import { z } from 'zod'
import { ID_PATTERN } from './ids'
import { MAX_PAGE } from './paging'
import { SITE_SLUG } from './sites'
import './zod-setup'

/** A record id: a positive integer, or its decimal string (route params arrive as strings). */
export const idOf = (label: string) =>
  z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(ID_PATTERN).transform(Number)], {
    error: (issue) => (issue.input === undefined ? `请提供${label}` : `${label}必须是正整数`),
  })
export const id = idOf('编号')

/** The request of a record's own page: its id alone, under `key` (`label` names it in messages). */
export const byId = <const K extends string>(key: K, label: string) =>
  z.object({ [key]: idOf(label) } as { [P in K]: ReturnType<typeof idOf> })

/** Non-negative integer that may arrive as a numeric string. */
const count = z.union([
  z.number().int().min(0).max(MAX_PAGE),
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number),
])

/** The filter every list call takes (docs/api.md, "List calls"). `page: 0, limit: 0` means all records. */
export const listFilter = z.object({
  page: count.optional().default(1),
  limit: count.optional().default(10),
  keyword: z.string().trim().max(100, '关键词不能超过 100 个字符').optional(),
})
export type ListFilter = z.input<typeof listFilter>

export const listData = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(0),
    limit: z.number().int().min(0),
  })
export type ListData<T> = { list: T[]; total: number; page: number; limit: number }

/** No input: the call takes an empty body; unknown fields are ignored. */
export const noInput = z.object({}).optional().default({})

/**
 * Which site of the group a call answers for, by its slug (sites.ts); without it, the portal, as
 * every call answered before the site group.
 */
export const siteParam = z
  .string({ error: '站点路径无效' })
  .trim()
  .regex(SITE_SLUG, '站点路径无效')
  .optional()
/** A call whose only input is the site. */
export const siteInput = z.object({ site: siteParam }).optional().default({})

export const isoDate = z.iso.datetime({ offset: true })

/** A responsive rendition of an uploaded image (webp, one per breakpoint the original covers). */
export const imageSource = z.object({ width: z.number().int().positive(), url: z.string() })
export const image = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** webp renditions, one per width, ascending: the site turns them into a srcset. */
  sources: z
    .array(imageSource)
    .refine(
      (list) => list.every((s, i) => i === 0 || s.width > list[i - 1]!.width),
      '图片尺寸应按宽度递增且不重复',
    ),
})
export type Image = z.infer<typeof image>

/** Sanitized HTML produced by the cms from rich text. */
export const html = z.string().describe('sanitized HTML')
