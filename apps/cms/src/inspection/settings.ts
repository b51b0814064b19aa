import type { Field, Payload } from 'payload'
import { env } from '@/lib/env'

/** Words of gambling and adult sites that take over expired domains (the hijacked-link check). */
export const DEFAULT_HIJACK_WORDS = [
  '博彩',
  '赌场',
  '赌博',
  '百家乐',
  '老虎机',
  '时时彩',
  '六合彩',
  '棋牌',
  '真人娱乐',
  '娱乐城',
  '彩票投注',
  '体育投注',
  '葡京',
  '威尼斯人',
  '太阳城',
  '色情',
  '成人视频',
  '成人影片',
  '情色',
  '裸聊',
  'casino',
  'baccarat',
  'sportsbook',
  'porn',
]

export const FRESHNESS_DEFAULTS = { homeNewsDays: 14, newsDays: 14, noticeDays: 183, letterReplyDays: 15 }

/** The 网站巡检 tab of 后台设置 (a group named `inspection` of the console-settings global). */
export const inspectionSettingsField: Field = {
  name: 'inspection',
  label: '网站巡检',
  type: 'group',
  fields: [
    {
      name: 'external_checks',
      label: '检查外部链接',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          '检查站外链接能否打开、是否跳转到其他域名、页面是否含有赌博色情等词（域名被抢注）。内网与本机地址从不检查（服务器的 INSPECTION_ALLOW_ADDRESSES 另有规定的除外）。',
      },
    },
    {
      name: 'hijack_words',
      label: '外链劫持词表',
      type: 'textarea',
      admin: {
        rows: 6,
        description: `外部页面含有其中任一词即报告“疑似被劫持”。每行一个词，也可用逗号、顿号分隔；从未填写时使用内置词表（${DEFAULT_HIJACK_WORDS.slice(0, 6).join('、')}等）。`,
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'home_news_days',
          label: '首页新闻（天）',
          type: 'number',
          min: 1,
          defaultValue: FRESHNESS_DEFAULTS.homeNewsDays,
        },
        {
          name: 'news_days',
          label: '新闻类栏目（天）',
          type: 'number',
          min: 1,
          defaultValue: FRESHNESS_DEFAULTS.newsDays,
        },
        {
          name: 'notice_days',
          label: '通知公告类栏目（天）',
          type: 'number',
          min: 1,
          defaultValue: FRESHNESS_DEFAULTS.noticeDays,
        },
        {
          name: 'letter_reply_days',
          label: '来信答复期限（天）',
          type: 'number',
          min: 0,
          defaultValue: FRESHNESS_DEFAULTS.letterReplyDays,
          admin: { description: '自来信之日起的自然日（暂未区分工作日）。' },
        },
      ],
    },
    {
      name: 'columns',
      label: '按栏目设置更新期限',
      type: 'array',
      admin: {
        description:
          '某个栏目的期限不同于上面的默认值时在此填写。栏目代码见巡检问题的“对象”一列，例如 news:schoolNews、edu:open:teaching、enroll:open、theme:1、affairs。',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'column', label: '栏目代码', type: 'text', required: true },
            { name: 'days', label: '期限（天）', type: 'number', required: true, min: 1 },
          ],
        },
      ],
    },
  ],
}

const splitList = (v: string) =>
  v
    .split(/[\n,，、;；]+/)
    .map((s) => s.trim())
    .filter(Boolean)

export interface InspectionSettings {
  external: boolean
  hijackWords: string[]
  homeNewsDays: number
  newsDays: number
  noticeDays: number
  letterReplyDays: number
  columnDays: Map<string, number>
}

type Stored = {
  external_checks?: boolean | null
  hijack_words?: string | null
  home_news_days?: number | null
  news_days?: number | null
  notice_days?: number | null
  letter_reply_days?: number | null
  columns?: { column?: string | null; days?: number | null }[] | null
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && v >= 0 ? v : fallback)

export async function readInspectionSettings(payload: Payload): Promise<InspectionSettings> {
  const g = (await payload.findGlobal({ slug: 'console-settings', depth: 0, overrideAccess: true })) as {
    inspection?: Stored | null
  }
  const s: Stored = g.inspection ?? {}
  return {
    external: env.inspection.external && s.external_checks !== false,
    hijackWords: typeof s.hijack_words === 'string' ? splitList(s.hijack_words) : DEFAULT_HIJACK_WORDS,
    homeNewsDays: num(s.home_news_days, FRESHNESS_DEFAULTS.homeNewsDays),
    newsDays: num(s.news_days, FRESHNESS_DEFAULTS.newsDays),
    noticeDays: num(s.notice_days, FRESHNESS_DEFAULTS.noticeDays),
    letterReplyDays: num(s.letter_reply_days, FRESHNESS_DEFAULTS.letterReplyDays),
    columnDays: new Map(
      (s.columns ?? [])
        .filter((c) => c.column && typeof c.days === 'number')
        .map((c) => [c.column!.trim(), c.days!]),
    ),
  }
}
