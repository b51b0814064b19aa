import type { CollectionConfig } from 'payload'
import { managedBy, sameFor } from '@/access/roles'
import { fieldError } from '@/lib/errors'
import { optionsOf } from '@/lib/labels'

/**
 * The working-day calendar (工作日历): public holidays that fall on weekdays and the weekends that
 * are working days (调休上班). Every deadline is counted with it (lib/workdays.ts). Days not
 * listed follow the week: Monday to Friday work.
 */
export const CalendarDays: CollectionConfig = {
  slug: 'calendar-days',
  labels: { singular: '日历日', plural: '工作日历' },
  admin: {
    group: '办事时限',
    useAsTitle: 'date',
    defaultColumns: ['date', 'kind', 'name', 'provisional'],
    listSearchableFields: ['date', 'name'],
    description:
      '法定节假日与调休上班日。未列出的日期按周一至周五上班计算。每年国务院办公厅发布次年安排后，请补全次年并取消“暂定”。',
    pagination: { defaultLimit: 50 },
  },
  defaultSort: 'date',
  access: { ...sameFor(managedBy('mailbox', 'disclosure')), read: managedBy('mailbox', 'disclosure') },
  hooks: {
    beforeChange: [
      ({ data, req }) => {
        if (typeof data.date === 'string') {
          const day = data.date.slice(0, 10)
          if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
            throw fieldError('calendar-days', 'date', '日期格式应为 YYYY-MM-DD', req)
          data.date = day
          data.year = Number(day.slice(0, 4))
        }
        return data
      },
    ],
  },
  fields: [
    {
      name: 'date',
      label: '日期',
      type: 'text',
      required: true,
      unique: true,
      admin: { placeholder: '2026-10-01' },
    },
    {
      name: 'kind',
      label: '类型',
      type: 'select',
      required: true,
      defaultValue: 'holiday',
      options: optionsOf({ holiday: '放假', workday: '调休上班' }),
    },
    { name: 'name', label: '节日', type: 'text', maxLength: 30 },
    {
      name: 'provisional',
      label: '暂定',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: '国务院办公厅尚未发布该年安排：仅含固定日期的节日，发布后请核对补全。' },
    },
    {
      name: 'year',
      label: '年份',
      type: 'number',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
