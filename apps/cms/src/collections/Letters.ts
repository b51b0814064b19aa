import type { CollectionConfig } from 'payload'
import { managedBy } from '../access/roles'
import { revalidateHooks } from '../hooks/revalidate'
import { letterRecipientOptions, letterStatusOptions } from './options'

const mailbox = managedBy('mailbox')
const revalidate = revalidateHooks(['mailbox.Letter'])

/** Letters to the secretary or president. Written by the public API; answered here. */
export const Letters: CollectionConfig = {
  slug: 'letters',
  labels: { singular: '来信', plural: '书记校长信箱' },
  admin: {
    group: '信箱',
    useAsTitle: 'subject',
    defaultColumns: ['tracking_code', 'subject', 'recipient', 'status', 'createdAt'],
    listSearchableFields: ['tracking_code', 'subject'],
  },
  access: { read: mailbox, create: () => false, update: mailbox, delete: managedBy() },
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
    ],
    ...revalidate,
  },
  fields: [
    {
      name: 'tracking_code',
      label: '查询码',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
    },
    {
      name: 'recipient',
      label: '收信人',
      type: 'select',
      required: true,
      options: letterRecipientOptions,
      admin: { readOnly: true },
    },
    { name: 'anonymous', label: '匿名', type: 'checkbox', admin: { readOnly: true } },
    { name: 'name', label: '姓名', type: 'text', admin: { readOnly: true } },
    { name: 'contact', label: '联系方式', type: 'text', admin: { readOnly: true } },
    { name: 'subject', label: '主题', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'content', label: '来信内容', type: 'textarea', required: true, admin: { readOnly: true } },
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
    { name: 'reply', label: '回复内容', type: 'textarea', maxLength: 5000 },
    { name: 'replied_at', label: '回复时间', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'is_public',
      label: '公开此来信',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: '公开后，来信与回复显示在信箱页面（不显示姓名与联系方式）' },
    },
    { name: 'client_ip', type: 'text', hidden: true },
  ],
}
