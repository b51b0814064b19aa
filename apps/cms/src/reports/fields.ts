import type { Field, FieldAccess } from 'payload'

/** Written by the report action alone (reports/report.ts, with overrideAccess), never by a form. */
const serverOnly: FieldAccess = () => false

/**
 * Entries that follow one source article on another site, both ways: 信息报送 up to the portal
 * (`reported_from`) and 下发 down to the sites (`sent_from`).
 *
 * 信息报送 on a news item of the portal: the site article it was reported from. The portal's item
 * is an entry in one of its columns that points at that one source document, not a copy: the
 * site shows the source's text, its correction reaches both places, and its withdrawal takes the
 * entry off the portal too (`source_withdrawn`, kept by reports/hooks.ts). The portal may give the
 * entry a shorter title or a cover of its own.
 */
export const reportFields: Field[] = [
  {
    // The source's id, not a relationship: a link to another site's document on purpose (the
    // same-site rule of sites/scope.ts checks relationships), and one that never blocks deleting
    // the source (reports/hooks.ts takes the entry off the portal first).
    name: 'reported_from',
    label: '报送来源稿件编号',
    type: 'number',
    index: true,
    access: { create: serverOnly, update: serverOnly },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.reported_from),
      description: '分站编辑报送的稿件：正文随来源稿件更新，来源撤稿时本条随之下线。',
    },
  },
  {
    // 下发: a site's entry of an article the portal sent down (reports/send.ts), a number for the
    // same reasons as `reported_from`. The site shows it and may not change or delete it.
    name: 'sent_from',
    label: '门户下发稿件编号',
    type: 'number',
    index: true,
    access: { create: serverOnly, update: serverOnly },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.sent_from),
      description: '门户下发的稿件：本站不能修改或删除；正文随门户稿件更新，门户撤稿时本条随之下线。',
    },
  },
  {
    name: 'report_note',
    label: '报送说明',
    type: 'textarea',
    maxLength: 300,
    access: { create: serverOnly, update: serverOnly },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.reported_from),
    },
  },
  {
    // The site editor's side: 报送到门户 and the article's reports (components/admin/review/ReportUp).
    name: 'report_up',
    type: 'ui',
    admin: {
      position: 'sidebar',
      condition: (data) => !data?.reported_from && !data?.sent_from,
      components: { Field: '/components/admin/review/ReportUp#ReportUp' },
    },
  },
  {
    // The web office's side on a portal article: 下发到分站 and its receipts (SendDown).
    name: 'send_down',
    type: 'ui',
    admin: {
      position: 'sidebar',
      condition: (data) => !data?.reported_from && !data?.sent_from,
      components: { Field: '/components/admin/review/SendDown#SendDown' },
    },
  },
  {
    name: 'source_withdrawn',
    label: '来源已撤稿',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    access: { create: serverOnly, update: serverOnly },
    admin: { hidden: true },
  },
]
