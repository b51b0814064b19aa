import type { GlobalConfig } from 'payload'
import { LETTER_CATEGORIES, LETTER_CATEGORY_LABEL } from '@ou/contract'
import { fieldManagedBy, managedBy } from '@/access/roles'
import { revalidateGlobal } from '@/hooks/revalidate'
import { OFFICE_DEFAULTS } from '@/lib/officeSettings'

const days = (name: string, label: string, defaultValue: number, description?: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 1,
  max: 60,
  defaultValue,
  admin: { description: description ?? '工作日' },
})

/** Each office changes only its own fields; the other office's are shown read-only to it. */
const disclosureOffice = { update: fieldManagedBy('disclosure') }
const mailboxOffice = { update: fieldManagedBy('mailbox') }
const ofOffice = <F extends object>(access: typeof mailboxOffice, field: F) => ({ ...field, access })

/**
 * Deadlines and public texts of the two offices: the disclosure office (信息公开办) and the
 * mailbox. Every period is in working days of the working-day calendar.
 */
export const OfficeSettings: GlobalConfig = {
  slug: 'office-settings',
  label: '办理时限与信息公开',
  admin: { group: '办事时限' },
  access: {
    read: managedBy('mailbox', 'disclosure'),
    // Each office sets its own periods; the other office's fields are read-only to it.
    update: managedBy('mailbox', 'disclosure'),
  },
  hooks: { afterChange: [revalidateGlobal(['disclosure.Catalog', 'mailbox.Letter'])] },
  fields: [
    {
      type: 'collapsible',
      label: '依申请公开',
      fields: [
        ofOffice(
          disclosureOffice,
          days(
            'request_days',
            '答复期限',
            OFFICE_DEFAULTS.requestDays,
            '自受理次日起的工作日数（常见为 15 个工作日）',
          ),
        ),
        ofOffice(
          disclosureOffice,
          days(
            'extension_days',
            '延期天数',
            OFFICE_DEFAULTS.extensionDays,
            '需要延期的，可延期一次，最多延长的工作日数',
          ),
        ),
        {
          name: 'guide',
          label: '信息公开指南',
          type: 'textarea',
          maxLength: 10000,
          access: disclosureOffice,
          admin: { description: '显示在网站“信息公开”栏目；段落之间空一行。' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: '书记校长信箱',
      fields: [
        {
          name: 'letter_days',
          label: '各类来信答复期限（工作日）',
          type: 'group',
          access: mailboxOffice,
          fields: LETTER_CATEGORIES.map((c) =>
            days(c, LETTER_CATEGORY_LABEL[c], OFFICE_DEFAULTS.letterDays[c]),
          ),
        },
        ofOffice(
          mailboxOffice,
          days('remind_before', '提前提醒', OFFICE_DEFAULTS.remindBefore, '到期前多少个工作日发送提醒邮件'),
        ),
        {
          name: 'stats_public',
          label: '在网站公开来信月度统计',
          type: 'checkbox',
          defaultValue: OFFICE_DEFAULTS.statsPublic,
          access: mailboxOffice,
        },
      ],
    },
  ],
}
