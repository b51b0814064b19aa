import type { CollectionConfig, Field } from 'payload'
import { fieldError } from '@/lib/errors'
import { handledBy } from '@/access/roles'
import { dateTime, submittedByVisitor } from '@/fields/common'
import { revalidateHooks } from '@/hooks/revalidate'
import { readSettings } from '@/lib/settings'
import { mailReplyToWriter, noticeNewLetter } from '@/notify/notices'
import { findWords } from '@/sensitive/match'
import { letterRecipientOptions, letterStatusOptions } from './options'

const revalidate = revalidateHooks(['mailbox.Letter'])

/** Letters to the secretary or president. Written by the public API; answered here. */
export const Letters: CollectionConfig = {
  slug: 'letters',
  labels: { singular: '来信', plural: '书记校长信箱' },
  admin: {
    group: '信箱',
    useAsTitle: 'subject',
    defaultColumns: ['tracking_code', 'subject', 'recipient', 'status', 'moderation', 'createdAt'],
    listSearchableFields: ['tracking_code', 'subject'],
  },
  access: handledBy('mailbox'),
  // The public list: answered letters marked public, newest reply first.
  indexes: [{ fields: ['is_public', 'status', 'replied_at'] }],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        if (data.reply && !originalDoc?.reply) {
          data.status = 'replied'
          data.replied_at = new Date().toISOString()
        }
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
        return data
      },
    ],
    afterChange: [...revalidate.afterChange, noticeNewLetter, mailReplyToWriter],
    afterDelete: revalidate.afterDelete,
  },
  fields: [
    ...[
      { name: 'tracking_code', label: '查询码', type: 'text', required: true, unique: true },
      { name: 'recipient', label: '收信人', type: 'select', required: true, options: letterRecipientOptions },
      { name: 'anonymous', label: '匿名', type: 'checkbox' },
      { name: 'name', label: '姓名', type: 'text' },
      { name: 'contact', label: '联系方式', type: 'text' },
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
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: '公开后，来信与回复显示在信箱页面（不显示姓名与联系方式）' },
    },
    submittedByVisitor({ name: 'client_ip', type: 'text', hidden: true }),
  ],
}
