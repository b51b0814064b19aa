import { z } from 'zod'
import { idOf, isoDate, noInput } from '../common'
import { DISCLOSURE_STATUSES } from '../enums'
import { TRACKING_CODE } from '../ids'
import * as E from '../entities'
import { disclosureRequestInput } from '../forms/disclosure'
import { def } from './define'

export { disclosureRequestInput } from '../forms/disclosure'

/** A day of the working-day calendar, as `YYYY-MM-DD` (Beijing). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** One document of a catalogue item: an uploaded file, an outside link or a 校务公开 article. */
export const disclosureDocument = z.object({
  title: z.string(),
  date: day.nullable(),
  url: z.string().nullable(),
  /** A 校务公开 article: the site links it to its own page. */
  affair_id: z.number().int().nullable(),
})
export const disclosureItemSummary = z.object({
  id: z.number().int(),
  /** The item's number in the Ministry's list (1–50), or an item the school added. */
  number: z.number().int().nullable(),
  title: z.string(),
  documents: z.number().int().min(0),
  updated_at: isoDate,
})
export const disclosureCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(disclosureItemSummary),
})
export const disclosureItem = disclosureItemSummary.extend({
  category: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string(),
  list: z.array(disclosureDocument),
})

/** The PDF of an annual report, served by the CMS as a download. */
export const disclosureReportFile = z.object({
  title: z.string(),
  url: z.string(),
  /** Bytes; null when the CMS does not know. */
  size: z.number().int().min(0).nullable(),
})
export const disclosureReportSummary = z.object({
  id: z.number().int(),
  /** The school year the report covers begins in this year (2025: 2025—2026 学年). */
  year: z.number().int(),
  title: z.string(),
  file: disclosureReportFile.nullable(),
  updated_at: isoDate,
})
export const disclosureReport = disclosureReportSummary.extend({
  /** The summary of the report, HTML from the rich text editor. */
  content: z.string(),
})

/** A year as a visitor's address gives it (`/annualReport/2025`): a number or its four digits. */
const reportYear = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/)
        .transform(Number),
    ],
    {
      error: (issue) => (issue.input === undefined ? '请输入年份' : '年份为 4 位数字'),
    },
  )
  .pipe(z.number().int('年份为 4 位数字').min(2000, '年份不能早于 2000 年').max(2100, '年份不能晚于 2100 年'))

const trackingCode = z
  .string({ error: '请输入查询码' })
  .trim()
  .toUpperCase()
  .regex(TRACKING_CODE, '查询码为 12 位字母或数字')

export const disclosureCalls = {
  'disclosure.Catalog/list': def({
    summary: '信息公开目录：清单类别与事项、信息公开指南',
    request: z.object({ keyword: z.string().trim().max(100, '关键词不能超过 100 个字符').optional() }),
    data: z.object({
      categories: z.array(disclosureCategory),
      /** 信息公开指南, plain text with paragraphs separated by blank lines. */
      guide: z.string(),
      /** The working days a request waits at most (before an extension). */
      request_days: z.number().int().positive(),
    }),
  }),
  'disclosure.Catalog/info': def({
    summary: '信息公开事项及其文件',
    request: z.object({ item_id: idOf('事项编号') }),
    data: disclosureItem,
  }),
  'disclosure.Report/list': def({
    summary: '信息公开年度报告列表（按年份倒序）',
    request: noInput,
    data: z.object({ list: z.array(disclosureReportSummary) }),
  }),
  'disclosure.Report/info': def({
    summary: '某一年度的信息公开年度报告及其 PDF',
    request: z.object({ year: reportYear }),
    data: disclosureReport,
  }),
  'disclosure.Request/captcha': def({ summary: '依申请公开验证码', request: noInput, data: E.captcha }),
  'disclosure.Request/add': def({
    summary: '提交信息公开申请',
    request: disclosureRequestInput,
    data: z.object({ tracking_code: z.string(), deadline: day }),
  }),
  'disclosure.Request/query': def({
    summary: '凭查询码查看信息公开申请的办理情况（不含个人信息）',
    request: z.object({ tracking_code: trackingCode }),
    data: z.object({
      tracking_code: z.string(),
      status: z.enum(DISCLOSURE_STATUSES),
      received_at: isoDate,
      deadline: day,
      extended: z.boolean(),
      extension_reason: z.string().nullable(),
      reply: z.string().nullable(),
      refusal_reason: z.string().nullable(),
      attachments: z.array(z.object({ title: z.string(), url: z.string() })),
      answered_at: isoDate.nullable(),
    }),
  }),
}

/** One month of the mailbox: letters received, answered, answered within their deadline. */
export const letterMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  received: z.number().int().min(0),
  answered: z.number().int().min(0),
  on_time: z.number().int().min(0),
  /** Mean working days from arrival to reply over the answered letters; null when none. */
  avg_workdays: z.number().min(0).nullable(),
})

export const letterStatsCall = {
  'mailbox.Letter/stats': def({
    summary: '来信月度统计：收信、答复、按期答复、平均办理工作日',
    request: z.object({
      months: z
        .union([
          z.number().int(),
          z
            .string()
            .regex(/^\d{1,2}$/)
            .transform(Number),
        ])
        .pipe(z.number().int().min(1, '月数至少为 1').max(24, '最多查询 24 个月'))
        .optional()
        .default(12),
    }),
    data: z.object({ list: z.array(letterMonth) }),
  }),
}
