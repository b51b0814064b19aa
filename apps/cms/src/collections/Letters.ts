import type { Access, CollectionConfig, Field, Where } from 'payload'
import { LETTER_CATEGORIES, LETTER_CATEGORY_LABEL, optionsOf as enumOptions } from '@ou/contract'
import { fieldError } from '@/lib/errors'
import { optionsOf } from '@/lib/labels'
import { adminOnly, fieldManagedBy, hasRole, nobody } from '@/access/roles'
import { dateTime, submittedByVisitor } from '@/fields/common'
import { revalidateHooks } from '@/hooks/revalidate'
import { readOfficeSettings } from '@/lib/officeSettings'
import { readSettings } from '@/lib/settings'
import { addWorkdays, beijingDay, loadCalendar } from '@/lib/workdays'
import { mailReplyToWriter, noticeForwardedLetter, noticeNewLetter } from '@/notify/notices'
import { findWords } from '@/sensitive/match'
import { letterRecipientOptions, letterStatusOptions } from './options'
import { groupsOf } from './StaffGroups'

/**
 * The mailbox office reads and answers every letter; a department it forwards a letter to (a
 * staff account, or every member of a staff group) reads and answers that letter, without the
 * writer's contact (below).
 */
const mailboxOrDepartment: Access = async ({ req }) => {
  if (hasRole(req, 'mailbox')) return true
  if (req.user?.collection !== 'users') return false
  const groups = await groupsOf(req)
  const where: Where = {
    or: [
      { forwarded_to: { equals: req.user.id } },
      ...(groups.length ? [{ forwarded_group: { in: groups } }] : []),
    ],
  }
  return where
}
const relId = (v: unknown) =>
  v && typeof v === 'object' && 'id' in v
    ? (v as { id: number }).id
    : ((v as number | null | undefined) ?? null)
/** The writer's name and contact: the mailbox office only. */
const writerOnlyToOffice = { read: fieldManagedBy('mailbox') }

const revalidate = revalidateHooks(['mailbox.Letter'])

/** Letters to the secretary or president. Written by the public API; answered here. */
export const Letters: CollectionConfig = {
  slug: 'letters',
  labels: { singular: '来信', plural: '书记校长信箱' },
  admin: {
    group: '信箱',
    useAsTitle: 'subject',
    defaultColumns: [
      'tracking_code',
      'subject',
      'recipient',
      'status',
      'deadline',
      'moderation',
      'createdAt',
    ],
    listSearchableFields: ['tracking_code', 'subject'],
  },
  access: { read: mailboxOrDepartment, create: nobody, update: mailboxOrDepartment, delete: adminOnly },
  // The public list: answered letters marked public, newest reply first.
  indexes: [{ fields: ['is_public', 'status', 'replied_at'] }],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        if (data.reply && !originalDoc?.reply) {
          data.status = 'replied'
          data.replied_at = new Date().toISOString()
        }
        const forwarded = (name: 'forwarded_to' | 'forwarded_group') =>
          data[name] && relId(data[name]) !== relId(originalDoc?.[name])
        if (forwarded('forwarded_to') || forwarded('forwarded_group')) {
          data.forwarded_at = new Date().toISOString()
          if ((data.status ?? originalDoc?.status) === 'pending') data.status = 'processing'
        }
        return data
      },
      // The reply deadline: working days after arrival (or the day a paper letter was registered).
      async ({ data, originalDoc, req }) => {
        const received = data.received_at ?? originalDoc?.received_at ?? new Date().toISOString()
        const category = data.category ?? originalDoc?.category ?? 'other'
        data.received_at = received
        const [settings, calendar] = await Promise.all([
          readOfficeSettings(req.payload, req),
          loadCalendar(req.payload, req),
        ])
        const days = settings.letterDays[category as keyof typeof settings.letterDays] ?? 5
        data.deadline = addWorkdays(calendar, beijingDay(received), days)
        return data
      },
      // A letter with a listed word waits for a person before it can ever be public.
      async ({ data, operation, originalDoc, req }) => {
        if (operation === 'create') {
          const { sensitiveWords } = await readSettings(req.payload, req)
          const matches = findWords(sensitiveWords, data.subject, data.content, data.name)
          data.sensitive_matches = matches.join('、')
          data.moderation = matches.length ? 'flagged' : 'none'
        }
        const moderation = data.moderation ?? originalDoc?.moderation
        if (
          (data.is_public ?? originalDoc?.is_public) &&
          (moderation === 'flagged' || moderation === 'rejected')
        )
          throw fieldError('letters', 'is_public', '该来信含有敏感词，人工审核通过后才能公开。', req)
        if ((data.is_public ?? originalDoc?.is_public) && (data.consent ?? originalDoc?.consent) === 'no')
          throw fieldError('letters', 'is_public', '来信人未同意公开，不能公开此来信。', req)
        return data
      },
    ],
    afterChange: [...revalidate.afterChange, noticeNewLetter, noticeForwardedLetter, mailReplyToWriter],
    afterDelete: revalidate.afterDelete,
  },
  fields: [
    ...[
      { name: 'tracking_code', label: '查询码', type: 'text', required: true, unique: true },
      { name: 'recipient', label: '收信人', type: 'select', required: true, options: letterRecipientOptions },
      { name: 'anonymous', label: '匿名', type: 'checkbox' },
      { name: 'name', label: '姓名', type: 'text', access: writerOnlyToOffice },
      { name: 'contact', label: '联系方式', type: 'text', access: writerOnlyToOffice },
      {
        name: 'consent',
        label: '同意公开',
        type: 'select',
        defaultValue: 'unasked',
        options: optionsOf({ yes: '同意公开', no: '不同意公开', unasked: '未询问' }),
      },
      { name: 'subject', label: '主题', type: 'text', required: true },
      { name: 'content', label: '来信内容', type: 'textarea', required: true },
    ].map((f) => submittedByVisitor(f as Field)),
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: letterStatusOptions,
      admin: { position: 'sidebar' },
    },
    {
      name: 'moderation',
      label: '敏感词审核',
      access: { update: fieldManagedBy('mailbox') },
      type: 'select',
      defaultValue: 'none',
      index: true,
      options: [
        { label: '未命中敏感词', value: 'none' },
        { label: '待人工审核', value: 'flagged' },
        { label: '审核通过', value: 'approved' },
        { label: '不予公开', value: 'rejected' },
      ],
      admin: {
        position: 'sidebar',
        description: '含有敏感词的来信标记为“待人工审核”，审核通过前不会在网站公开。',
      },
    },
    {
      name: 'sensitive_matches',
      label: '命中的敏感词',
      type: 'text',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.sensitive_matches) },
    },
    {
      name: 'category',
      label: '来信类别',
      access: { update: fieldManagedBy('mailbox') },
      type: 'select',
      defaultValue: 'other',
      index: true,
      options: enumOptions(LETTER_CATEGORIES, LETTER_CATEGORY_LABEL),
      admin: { position: 'sidebar', description: '类别决定答复期限（办事时限 → 办理时限与信息公开）' },
    },
    {
      name: 'received_at',
      label: '收信时间',
      access: { update: fieldManagedBy('mailbox') },
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: dateTime,
        description: '网上来信为提交时间；纸质来信可改为登记时间。',
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
      name: 'forwarded_to',
      label: '转办至',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: fieldManagedBy('mailbox') },
      admin: { description: '转交承办部门的工作人员答复；对方可见来信内容，不可见来信人姓名与联系方式。' },
    },
    {
      name: 'forwarded_group',
      label: '转办至部门群组',
      type: 'relationship',
      relationTo: 'staff-groups',
      index: true,
      access: { update: fieldManagedBy('mailbox') },
      admin: {
        description:
          '转交整个部门：群组内每位成员都能看到并答复，并收到转办与到期提醒邮件（系统 → 部门群组）。',
      },
    },
    {
      name: 'forward_note',
      label: '转办说明',
      type: 'textarea',
      maxLength: 1000,
      access: { update: fieldManagedBy('mailbox') },
      admin: { condition: (d) => Boolean(d?.forwarded_to || d?.forwarded_group) },
    },
    {
      name: 'forwarded_at',
      label: '转办时间',
      type: 'date',
      access: { update: () => false },
      admin: { readOnly: true, date: dateTime, condition: (d) => Boolean(d?.forwarded_at) },
    },
    { name: 'reply', label: '回复内容', type: 'textarea', maxLength: 5000 },
    {
      name: 'replied_at',
      label: '回复时间',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: dateTime },
    },
    {
      name: 'is_public',
      label: '公开此来信',
      access: { update: fieldManagedBy('mailbox') },
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: '公开后，来信与回复显示在信箱页面（不显示姓名与联系方式）' },
    },
    {
      name: 'reminded',
      type: 'select',
      options: optionsOf({ before: '已提醒将到期', after: '已提醒超期' }),
      admin: { hidden: true },
    },
    submittedByVisitor({ name: 'client_ip', type: 'text', hidden: true }),
  ],
}
