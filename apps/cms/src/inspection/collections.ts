import type { Access, CollectionConfig, Field } from 'payload'
import { adminOnly, hasRole, managedBy, writtenBySystem } from '@/access/roles'
import { dateTime, readOnly } from '@/fields/common'
import { optionsOf } from '@/lib/labels'

/** Kinds of finding, as the acceptance checks and the console name them. */
export const FINDING_KINDS = optionsOf({
  link: '站内链接失效',
  external: '外部链接异常',
  stale: '栏目未更新',
  empty: '空栏目',
  wording: '表述错误',
  deadline: '超期未复',
  uptime: '网站可用性',
})
export type FindingKind = (typeof FINDING_KINDS)[number]['value']

/** How grave a wording slip (and so its finding) is: a serious one holds publishing back. */
export const SEVERITIES = optionsOf({
  serious: '严重',
  normal: '一般',
})

const staff = managedBy('editor', 'reviewer', 'admissions', 'academic', 'mailbox')

/**
 * Findings are read by every staff role, except those about a letter or a request for disclosure
 * (超期未复): only the office that may read the record reads the finding (and admins).
 */
const findingsRead: Access = ({ req }) => {
  if (!hasRole(req, 'editor', 'reviewer', 'admissions', 'academic', 'mailbox')) return false
  if (hasRole(req)) return true
  const own = hasRole(req, 'mailbox') ? [{ url: { contains: '/admin/collections/letters/' } }] : []
  return { or: [{ kind: { not_equals: 'deadline' } }, ...own] }
}

/** A run's field, left out of its page (the report shows it) but kept for the list and the API. */
const inReportOnly = <F extends Field>(f: F): F =>
  ({ ...f, admin: { ...(f as { admin?: object }).admin, condition: () => false } }) as F

/** One inspection: when, who started it, what it covered and how many findings of each kind. */
export const InspectionRuns: CollectionConfig = {
  slug: 'inspection-runs',
  labels: { singular: '巡检记录', plural: '巡检记录' },
  admin: {
    group: '网站巡检',
    useAsTitle: 'title',
    defaultColumns: ['title', 'site', 'status', 'total', 'pages', 'duration_ms', 'started_at'],
    description:
      '每次巡检一条记录：点开查看巡检报告——各类问题的数量，每个问题的页面（可在网站上打开）、位置、最后编辑人与首次发现时间，以及所在页面或文章的编辑入口。',
    components: { beforeListTable: ['/components/admin/inspection/RunInspection#RunInspection'] },
  },
  defaultSort: '-started_at',
  access: writtenBySystem(staff),
  // Every field is the run's own record, written by the run: the console shows it as one report
  // (components/admin/inspection/InspectionReport), the fields stay for the list and the API.
  fields: [
    {
      name: 'report',
      type: 'ui',
      admin: {
        components: { Field: '/components/admin/inspection/InspectionReport#InspectionReport' },
        disableListColumn: true,
      },
    },
    ...(
      [
        { name: 'title', label: '巡检', type: 'text' },
        {
          name: 'status',
          label: '状态',
          type: 'select',
          defaultValue: 'running',
          options: optionsOf({
            running: '进行中',
            done: '已完成',
            failed: '失败',
          }),
        },
        {
          name: 'trigger',
          label: '触发方式',
          type: 'select',
          options: optionsOf({
            manual: '手动',
            nightly: '每晚自动',
          }),
        },
        {
          name: 'mode',
          label: '范围',
          type: 'select',
          defaultValue: 'full',
          options: optionsOf({
            full: '全面巡检',
            incremental: '增量巡检',
          }),
        },
        {
          // 站群: a site's own run (its administrator started it for that site alone); none for a
          // run of the whole group. A site's staff read their sites' runs (sites/scope.ts).
          name: 'site',
          label: '站点',
          type: 'relationship',
          relationTo: 'sites',
          index: true,
        },
        { name: 'started_by', label: '发起人', type: 'relationship', relationTo: 'users' },
        { name: 'started_at', label: '开始时间', type: 'date', index: true, admin: { date: dateTime } },
        { name: 'finished_at', label: '结束时间', type: 'date', admin: { date: dateTime } },
        { name: 'duration_ms', label: '用时（毫秒）', type: 'number' },
        { name: 'pages', label: '检查页面数', type: 'number' },
        { name: 'links', label: '检查链接数', type: 'number' },
        { name: 'total', label: '问题总数', type: 'number' },
        ...FINDING_KINDS.map((k) => ({ name: `count_${k.value}`, label: k.label, type: 'number' as const })),
        { name: 'notes', label: '说明', type: 'textarea' },
        // Outcomes of link targets, for the next incremental run (links/TargetCache): not for reading.
        { name: 'link_cache', type: 'json', admin: { hidden: true } },
      ] as Field[]
    )
      .map(readOnly)
      .map(inReportOnly),
    {
      // The run's page lists its findings: page, element, editor and first-seen date.
      name: 'findings',
      label: '问题明细',
      type: 'join',
      collection: 'inspection-findings',
      on: 'run',
      defaultLimit: 50,
      defaultSort: 'kind',
      admin: {
        allowCreate: false,
        defaultColumns: ['kind', 'message', 'url', 'element', 'editor', 'first_seen'],
        condition: () => false,
      },
    },
  ],
}

/** One defect found by a run: where (page and element), what, who edited the page last, since when. */
export const InspectionFindings: CollectionConfig = {
  slug: 'inspection-findings',
  labels: { singular: '巡检问题', plural: '巡检问题' },
  admin: {
    group: '网站巡检',
    useAsTitle: 'message',
    defaultColumns: ['kind', 'message', 'url', 'site', 'target', 'element', 'editor', 'first_seen', 'run'],
    listSearchableFields: ['message', 'url', 'target'],
    description:
      '每次巡检发现的问题。用“过滤条件”按巡检、类型、站点筛选；“只看我的”只列出最后由您编辑的页面上的问题。',
    components: {
      beforeListTable: ['/components/admin/inspection/FindingsFilter#FindingsFilter'],
    },
  },
  defaultSort: '-createdAt',
  access: writtenBySystem(findingsRead),
  indexes: [{ fields: ['run', 'kind'] }],
  fields: [
    { name: 'run', label: '巡检', type: 'relationship', relationTo: 'inspection-runs', index: true },
    { name: 'kind', label: '类型', type: 'select', required: true, index: true, options: [...FINDING_KINDS] },
    {
      name: 'severity',
      label: '程度',
      type: 'select',
      options: SEVERITIES,
    },
    {
      name: 'url',
      label: '页面',
      type: 'text',
      admin: { components: { Cell: '/components/admin/inspection/PageLinkCell#PageLinkCell' } },
    },
    { name: 'target', label: '对象', type: 'text' },
    { name: 'element', label: '位置', type: 'text' },
    { name: 'message', label: '问题', type: 'text', required: true },
    { name: 'editor', label: '最后编辑人', type: 'relationship', relationTo: 'users', index: true },
    {
      // 站群: the site of the page it was found on (the portal's when none). A site's staff read
      // their sites' findings only (sites/scope.ts, applySiteRules).
      name: 'site',
      label: '站点',
      type: 'relationship',
      relationTo: 'sites',
      index: true,
    },
    { name: 'first_seen', label: '首次发现', type: 'date', admin: { date: dateTime } },
    { name: 'key', type: 'text', index: true, admin: { hidden: true } },
  ],
}

/** The dictionary of fixed expressions: a correct form and the wrong forms writers slip into. */
export const WordingRules: CollectionConfig = {
  slug: 'wording-rules',
  labels: { singular: '规范表述', plural: '规范表述词典' },
  admin: {
    group: '网站巡检',
    useAsTitle: 'correct',
    defaultColumns: ['correct', 'wrong', 'severity', 'category'],
    listSearchableFields: ['correct', 'wrong'],
    description:
      '正确表述与常见错误写法。保存稿件时提示命中的错误写法；“严重”级别的须审核员确认后才能发布。每晚巡检检查全部已发布内容。',
  },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: managedBy('editor', 'reviewer'),
    update: managedBy('editor', 'reviewer'),
    delete: managedBy('reviewer'),
  },
  fields: [
    { name: 'correct', label: '正确表述', type: 'text', required: true, maxLength: 100 },
    {
      name: 'wrong',
      label: '错误写法',
      type: 'textarea',
      required: true,
      admin: { description: '每行一个错误写法。' },
    },
    {
      name: 'severity',
      label: '程度',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      options: SEVERITIES,
    },
    {
      name: 'category',
      label: '类别',
      type: 'select',
      options: optionsOf({
        country: '国名',
        state: '国家机关',
        leader: '领导姓名职务',
        school: '学校名称',
        department: '院系部门',
        other: '其他',
      }),
    },
    { name: 'note', label: '备注', type: 'text', maxLength: 200 },
  ],
}

/** Uptime probes every five minutes: one row per probed address. */
export const UptimeProbes: CollectionConfig = {
  slug: 'uptime-probes',
  labels: { singular: '可用性探测', plural: '可用性探测记录' },
  admin: {
    group: '网站巡检',
    useAsTitle: 'url',
    defaultColumns: ['at', 'url', 'ok', 'status', 'ms', 'error'],
    hidden: ({ user }) => !hasRole({ user } as never),
  },
  defaultSort: '-at',
  access: writtenBySystem(adminOnly),
  fields: [
    { name: 'at', label: '时间', type: 'date', required: true, index: true, admin: { date: dateTime } },
    { name: 'url', label: '地址', type: 'text', required: true },
    { name: 'ok', label: '正常', type: 'checkbox' },
    { name: 'status', label: '状态码', type: 'number' },
    { name: 'ms', label: '响应时间（毫秒）', type: 'number' },
    { name: 'error', label: '错误', type: 'text' },
  ],
}
