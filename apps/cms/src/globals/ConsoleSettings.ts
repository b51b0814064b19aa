import type { Field, GlobalConfig } from 'payload'
import { adminOnly } from '@/access/roles'
import { collections } from '@/collections'
import { dateTime } from '@/fields/common'
import { inspectionSettingsField } from '@/inspection/settings'
import { MIN_AUDIT_RETENTION_DAYS, NOTICE_DEFAULTS } from '@/lib/settings'

/** Every collection with drafts goes through review unless the administrator turns it off. */
const REVIEWABLE = collections
  .filter((c) => typeof c.versions === 'object' && c.versions.drafts)
  .map((c) => ({ value: c.slug, label: String(c.labels?.plural ?? c.slug) }))

const NOTICE_MODES = [
  { label: '即时发送', value: 'immediate' },
  { label: '每日摘要', value: 'digest' },
  { label: '不发送', value: 'off' },
]

/** One kind of notice: how it is sent, and to whom (every staff member of `office` by default). */
const notice = (name: string, label: string, defaultMode: string, office: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      name: 'mode',
      label: '发送方式',
      type: 'select',
      required: true,
      defaultValue: defaultMode,
      options: NOTICE_MODES,
    },
    {
      name: 'recipients',
      label: '收件人',
      type: 'textarea',
      admin: {
        description: `每行一个邮箱地址。留空则发给所有具有“${office}”角色的工作人员的登录邮箱。`,
      },
    },
  ],
})

/** How the console works: review, sensitive words, notifications, audit retention. Administrators only. */
export const ConsoleSettings: GlobalConfig = {
  slug: 'console-settings',
  label: '后台设置',
  admin: {
    group: '系统',
    description: '发布审核、敏感词、邮件通知与审计日志的设置，仅系统管理员可见。',
  },
  access: { read: adminOnly, update: adminOnly },
  fields: [
    {
      name: 'run_tasks',
      type: 'ui',
      admin: { components: { Field: '/components/admin/settings/RunTasks#RunTasks' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: '发布审核',
          fields: [
            {
              name: 'review_required',
              label: '发布前需要审核的栏目',
              type: 'select',
              hasMany: true,
              options: REVIEWABLE,
              defaultValue: REVIEWABLE.map((r) => r.value),
              admin: {
                description:
                  '选中的栏目中，编辑只能保存草稿并提交审核，由审核员（或系统管理员）发布、定时发布或退回。未选中的栏目，有编辑权限的人员可直接发布。',
              },
            },
          ],
        },
        {
          label: '敏感词',
          fields: [
            {
              name: 'sensitive_words',
              label: '敏感词表',
              type: 'textarea',
              admin: {
                rows: 12,
                description:
                  '每行一个词，也可以用逗号、顿号或空格分隔。发布含有这些词的稿件时，系统提示审核员并列出命中的词，须确认后才能发布；含有这些词的来信标记为“待人工审核”，审核前不会在网站公开。',
              },
            },
          ],
        },
        {
          label: '邮件通知',
          description: '邮件服务器（SMTP）在服务器的 .env 文件中配置；未配置时，邮件内容只写入日志。',
          fields: [
            notice('letters_notice', '新来信通知信箱管理员', NOTICE_DEFAULTS.lettersMode, '信箱管理员'),
            notice('signups_notice', '新报名通知招生办', NOTICE_DEFAULTS.signupsMode, '招生办'),
            {
              name: 'digest_hour',
              label: '每日摘要发送时间（北京时间，整点）',
              type: 'number',
              required: true,
              min: 0,
              max: 23,
              defaultValue: NOTICE_DEFAULTS.digestHour,
            },
            {
              name: 'digest_sent_at',
              label: '上次发送摘要的时间',
              type: 'date',
              admin: {
                readOnly: true,
                date: dateTime,
                description: '摘要包含这一时间之后的新来信与新报名。',
              },
            },
          ],
        },
        {
          label: '网站巡检',
          description:
            '网站巡检每晚自动运行；系统管理员也可在“网站巡检 → 巡检记录”点“立即巡检”随时发起。结果见巡检记录中的巡检报告与“巡检问题”。',
          fields: [inspectionSettingsField],
        },
        {
          label: '审计日志',
          fields: [
            {
              name: 'audit_retention_days',
              label: '审计日志保留天数',
              type: 'number',
              required: true,
              min: MIN_AUDIT_RETENTION_DAYS,
              defaultValue: MIN_AUDIT_RETENTION_DAYS,
              admin: {
                description: `超过保留期的日志每天凌晨自动清理。等级保护要求至少保留 ${MIN_AUDIT_RETENTION_DAYS} 天。`,
              },
            },
          ],
        },
      ],
    },
  ],
}
