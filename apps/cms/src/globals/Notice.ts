import { NOTICE_LEVELS } from '@ou/contract'
import { ValidationError, type GlobalBeforeChangeHook } from 'payload'
import { dateTime, linkUrlField, textField } from '@/fields/common'
import { optionsOf } from '@/lib/labels'
import { editorGlobal } from './editorGlobal'

const LEVEL_LABELS = { normal: '普通', urgent: '紧急' } satisfies Record<
  (typeof NOTICE_LEVELS)[number],
  string
>

const checkTimes: GlobalBeforeChangeHook = ({ data, req }) => {
  if (data.starts_at && data.ends_at && new Date(data.ends_at) <= new Date(data.starts_at)) {
    throw new ValidationError(
      {
        global: 'notice',
        errors: [{ path: 'ends_at', message: '结束时间须晚于开始时间', label: '结束时间' }],
      },
      req.t,
    )
  }
  return data
}

/**
 * The site-wide notice (全站通知), shown above the header of every page between its start and end
 * times. The site receives it with its times and decides on the visitor's clock when to show and
 * hide it (components/layout/NoticeBar), so cached pages need no rebuild at either time; a save
 * revalidates `setting.Notice`, so a change shows within 2 s like any publish.
 */
const base = editorGlobal(['setting.Notice'], {
  slug: 'notice',
  label: '全站通知',
  admin: { group: '站点', description: '显示在每个页面顶部。文字留空即不显示。' },
  fields: [
    textField('text', '通知内容', 200),
    linkUrlField('link', '链接', 500),
    {
      name: 'level',
      label: '级别',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      options: optionsOf(LEVEL_LABELS),
      admin: { description: '普通通知访客可以关闭；紧急通知不能关闭' },
    },
    {
      name: 'starts_at',
      label: '开始时间',
      type: 'date',
      admin: { date: dateTime, description: '留空即立即显示' },
    },
    {
      name: 'ends_at',
      label: '结束时间',
      type: 'date',
      admin: { date: dateTime, description: '留空即一直显示' },
    },
  ],
})
export const Notice = { ...base, hooks: { ...base.hooks, beforeChange: [checkTimes] } }
