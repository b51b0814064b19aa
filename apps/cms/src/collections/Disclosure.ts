import type { CollectionConfig } from 'payload'
import {
  DELIVERY_FORMS,
  DELIVERY_FORM_LABEL,
  DISCLOSURE_STATUSES,
  DISCLOSURE_STATUS_LABEL,
  ID_TYPES,
  ID_TYPE_LABEL,
  REQUESTER_TYPES,
  REQUESTER_TYPE_LABEL,
  optionsOf as enumOptions,
} from '@ou/contract'
import { fieldManagedBy, handledBy } from '@/access/roles'
import { dateTime, richTextField, submittedByVisitor, textField } from '@/fields/common'
import { revalidateHooks } from '@/hooks/revalidate'
import { fieldError } from '@/lib/errors'
import { optionsOf } from '@/lib/labels'
import { readOfficeSettings } from '@/lib/officeSettings'
import { addWorkdays, beijingDay, loadCalendar } from '@/lib/workdays'
import { contentCollection } from './factory'

/** The categories of the Ministry's list (高等学校信息公开事项清单, 2014): editors may adjust them. */
export const DisclosureCategories = contentCollection({
  slug: 'disclosure-categories',
  label: ['公开类别', '信息公开类别'],
  section: 'disclosure',
  controllers: ['disclosure.Catalog'],
  sortable: true,
  useAsTitle: 'name',
  defaultColumns: ['name', 'sort'],
  fields: [textField('name', '类别名称', 40, true)],
})

/**
 * The items of the list, each with the documents that answer it. The console lists them by 清单序号,
 * as the Ministry's list reads (the site orders them by category, then 排序).
 */
export const DisclosureItems = contentCollection({
  slug: 'disclosure-items',
  label: ['公开事项', '信息公开事项'],
  section: 'disclosure',
  controllers: ['disclosure.Catalog'],
  sortable: true,
  defaultColumns: ['number', 'title', 'category', 'updatedAt'],
  defaultSort: 'number',
  listedBy: [['category']],
  fields: [
    {
      name: 'category',
      label: '类别',
      type: 'relationship',
      relationTo: 'disclosure-categories',
      required: true,
      index: true,
    },
    {
      name: 'number',
      label: '清单序号',
      type: 'number',
      min: 1,
      max: 999,
      admin: { description: '教育部清单中的序号（1–50）；学校自行增加的事项可留空。' },
    },
    textField('title', '公开事项', 200, true),
    {
      name: 'verified',
      label: '已核对清单原文',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: '未勾选：事项文字尚未与教育部清单原文核对（docs/console.md）。',
      },
    },
    { name: 'note', label: '说明', type: 'textarea', maxLength: 1000 },
    {
      name: 'documents',
      label: '公开文件',
      type: 'array',
      labels: { singular: '文件', plural: '文件' },
      fields: [
        textField('title', '标题', 200, true),
        { name: 'date', label: '日期', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'file', label: '附件', type: 'upload', relationTo: 'files' },
        { name: 'affair', label: '校务公开文章', type: 'relationship', relationTo: 'school-affairs' },
        textField('url', '外部链接', 300),
      ],
    },
  ],
})

/**
 * 信息公开年度报告: one per school year, its summary and its PDF (an attachment). The site shows a
 * page per year; item 6 of the list links them.
 */
export const DisclosureReports = contentCollection({
  slug: 'disclosure-reports',
  label: ['年度报告', '信息公开年度报告'],
  section: 'disclosure',
  controllers: ['disclosure.Report'],
  defaultColumns: ['year', 'title', 'file', 'updatedAt'],
  fields: [
    {
      name: 'year',
      label: '学年',
      type: 'number',
      required: true,
      unique: true,
      min: 2000,
      max: 2100,
      admin: { description: '报告所属学年的起始年份：2025 即 2025—2026 学年度报告。每学年一份。' },
    },
    textField('title', '标题', 120, true),
    richTextField('summary', '报告摘要'),
    {
      name: 'file',
      label: '报告 PDF',
      type: 'upload',
      relationTo: 'files',
      required: true,
      admin: { description: '上传报告全文（PDF），网站上显示为下载链接。' },
    },
  ],
})

const revalidateRequests = revalidateHooks(['disclosure.Request'])
/** Personal data of a requester: the disclosure office reads it, no other role (docs/security.md). */
const personal = { read: fieldManagedBy('disclosure') }
const FINAL = ['answered', 'refused']

/**
 * Requests for disclosure (依申请公开). Filed by the public API; the office moves each through
 * 已受理 → (已延期, once) → 已答复 / 不予公开 within a deadline in working days.
 */
export const DisclosureRequests: CollectionConfig = {
  slug: 'disclosure-requests',
  labels: { singular: '信息公开申请', plural: '依申请公开' },
  admin: {
    group: '信息公开',
    useAsTitle: 'tracking_code',
    defaultColumns: ['tracking_code', 'name', 'status', 'received_at', 'deadline'],
    listSearchableFields: ['tracking_code', 'name'],
  },
  access: handledBy('disclosure'),
  defaultSort: 'deadline',
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        const before = originalDoc ?? {}
        const status = data.status ?? before.status ?? 'received'
        const was = before.status ?? 'received'
        if (operation === 'update' && FINAL.includes(was) && status !== was)
          throw fieldError('disclosure-requests', 'status', '已办结的申请不能再改变状态。', req)
        if (status === 'extended' && was !== 'extended') {
          if (before.extended_at)
            throw fieldError('disclosure-requests', 'status', '每件申请只能延期一次。', req)
          if (!(data.extension_reason ?? before.extension_reason)?.trim())
            throw fieldError('disclosure-requests', 'extension_reason', '延期须填写延期理由。', req)
          data.extended_at = new Date().toISOString()
        }
        if (status === 'answered' && !FINAL.includes(was)) {
          if (!(data.reply ?? before.reply)?.trim())
            throw fieldError('disclosure-requests', 'reply', '答复须填写答复内容。', req)
          data.answered_at = new Date().toISOString()
        }
        if (status === 'refused' && !FINAL.includes(was)) {
          if (!(data.refusal_reason ?? before.refusal_reason)?.trim())
            throw fieldError('disclosure-requests', 'refusal_reason', '不予公开须说明理由与依据。', req)
          data.answered_at = new Date().toISOString()
        }
        // The deadline always follows from the day of receipt, the settings and the calendar.
        const received = data.received_at ?? before.received_at ?? new Date().toISOString()
        data.received_at = received
        const extended = Boolean(data.extended_at ?? before.extended_at)
        const [settings, calendar] = await Promise.all([
          readOfficeSettings(req.payload, req),
          loadCalendar(req.payload, req),
        ])
        const days = settings.requestDays + (extended ? settings.extensionDays : 0)
        data.deadline = addWorkdays(calendar, beijingDay(received), days)
        return data
      },
    ],
    afterChange: revalidateRequests.afterChange,
    afterDelete: revalidateRequests.afterDelete,
  },
  fields: [
    submittedByVisitor({
      name: 'tracking_code',
      label: '查询码',
      type: 'text',
      required: true,
      unique: true,
    }),
    {
      type: 'collapsible',
      label: '申请人（个人信息，仅信息公开办可见）',
      fields: [
        submittedByVisitor({
          name: 'requester_type',
          label: '申请人类型',
          type: 'select',
          required: true,
          options: enumOptions(REQUESTER_TYPES, REQUESTER_TYPE_LABEL),
        }),
        submittedByVisitor({ name: 'name', label: '姓名或名称', type: 'text', required: true }),
        ...[
          {
            name: 'id_type',
            label: '证件类型',
            type: 'select',
            options: enumOptions(ID_TYPES, ID_TYPE_LABEL),
          },
          { name: 'id_number', label: '证件号码', type: 'text' },
          { name: 'org_code', label: '统一社会信用代码', type: 'text' },
          { name: 'contact_person', label: '联系人', type: 'text' },
          { name: 'phone', label: '联系电话', type: 'text' },
          { name: 'email', label: '电子邮箱', type: 'email' },
          { name: 'address', label: '通信地址', type: 'text' },
        ].map((f) => submittedByVisitor({ ...f, access: personal } as never)),
      ],
    },
    submittedByVisitor({ name: 'description', label: '所需信息', type: 'textarea', required: true }),
    submittedByVisitor({ name: 'purpose', label: '用途', type: 'textarea' }),
    submittedByVisitor({
      name: 'delivery',
      label: '获取方式',
      type: 'select',
      required: true,
      options: enumOptions(DELIVERY_FORMS, DELIVERY_FORM_LABEL),
    }),
    {
      name: 'status',
      label: '办理状态',
      type: 'select',
      required: true,
      defaultValue: 'received',
      index: true,
      options: enumOptions(DISCLOSURE_STATUSES, DISCLOSURE_STATUS_LABEL),
      admin: { position: 'sidebar' },
    },
    {
      name: 'received_at',
      label: '受理时间',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: dateTime,
        description: '网上申请为提交时间；书面申请可改为实际收到的时间，期限随之重算。',
      },
    },
    {
      name: 'deadline',
      label: '答复期限',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: '按工作日历计算的最后一个工作日' },
    },
    {
      name: 'extension_reason',
      label: '延期理由',
      type: 'textarea',
      maxLength: 1000,
      admin: { condition: (d) => d?.status === 'extended' || Boolean(d?.extended_at) },
    },
    {
      name: 'extended_at',
      label: '延期时间',
      type: 'date',
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: dateTime,
        condition: (d) => Boolean(d?.extended_at),
      },
    },
    { name: 'reply', label: '答复内容', type: 'textarea', maxLength: 5000 },
    {
      name: 'refusal_reason',
      label: '不予公开的理由与依据',
      type: 'textarea',
      maxLength: 2000,
      admin: { condition: (d) => d?.status === 'refused' },
    },
    {
      name: 'attachments',
      label: '答复附件',
      type: 'upload',
      relationTo: 'files',
      hasMany: true,
    },
    {
      name: 'answered_at',
      label: '办结时间',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: dateTime },
    },
    {
      name: 'reminded',
      type: 'select',
      hasMany: false,
      options: optionsOf({ before: '已提醒将到期', after: '已提醒超期' }),
      admin: { hidden: true },
    },
    submittedByVisitor({ name: 'client_ip', type: 'text', hidden: true }),
  ],
}
