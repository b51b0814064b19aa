import {
  PORTAL_SITE,
  SITE_COLOR,
  SITE_DOMAIN,
  SITE_KINDS,
  SITE_KIND_LABEL,
  SITE_STATUSES,
  SITE_STATUS_LABEL,
  SITE_TEMPLATES,
  SITE_TEMPLATE_LABEL,
  optionsOf,
  siteSlugProblem,
} from '@ou/contract'
import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'
import { adminOnly } from '@/access/roles'
import { imageField } from '@/fields/common'
import { revalidateHooks } from '@/hooks/revalidate'
import { SITE_SCOPED, forgetSites } from '@/sites/scope'
import { guardSiteSettings, siteSettingTabs, sitesUpdate, webOfficeOnly } from '@/sites/siteSettings'

/**
 * A site of the group (站群, DESIGN.md §9): the portal, a branch school, a college, a department or
 * a topic. Only the web office (administrators) creates and deletes sites and sets their address,
 * host name, status, kind and template; a site's administrator edits its own site's menu, notice,
 * footer and contact (sites/siteSettings.ts). What a site shows is the content whose `site` names
 * it (sites/scope.ts).
 */

/** A site that still holds content cannot be deleted (set it to 已停用 instead); the portal never. */
const keepSitesWithContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const site = await req.payload.findByID({ collection: 'sites', id, depth: 0, req, overrideAccess: true })
  if (site.slug === PORTAL_SITE) throw new APIError('门户站点不能删除', 400, undefined, true)
  for (const slug of SITE_SCOPED) {
    const { totalDocs } = await req.payload.count({
      collection: slug,
      where: { site: { equals: id } },
      req,
      overrideAccess: true,
    })
    if (totalDocs > 0)
      throw new APIError(
        '该站点仍有内容，不能删除：请先将站点状态改为「已停用」，内容会保留',
        400,
        undefined,
        true,
      )
  }
  // Its own inspection runs go with it: left without a site they would read as the whole group's.
  const runs = await req.payload.find({
    collection: 'inspection-runs',
    where: { site: { equals: id } },
    select: {},
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const ids = runs.docs.map((r) => r.id)
  if (!ids.length) return
  await req.payload.delete({
    collection: 'inspection-findings',
    where: { run: { in: ids } },
    req,
    overrideAccess: true,
  })
  await req.payload.delete({
    collection: 'inspection-runs',
    where: { id: { in: ids } },
    req,
    overrideAccess: true,
  })
}

// The school lists name each school's live site (站群): a site going live or closed changes them too.
const revalidate = revalidateHooks([
  'setting.Site',
  'openEducation.School',
  'adultEducation.School',
  'educational.School',
])
const forget = () => forgetSites()

export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: '站点', plural: '站点' },
  admin: {
    group: '站群',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'kind', 'template', 'status'],
    listSearchableFields: ['name', 'short_name', 'slug'],
    description: '门户与各分校、学院、部门、专题网站。每个站点的网址是 /sites/{路径}，也可绑定独立域名。',
  },
  defaultSort: 'id',
  // Which sites exist, their names and addresses are public: the site app resolves requests by them.
  access: { read: () => true, create: adminOnly, update: sitesUpdate, delete: adminOnly },
  hooks: {
    beforeOperation: [guardSiteSettings],
    beforeDelete: [keepSitesWithContent],
    afterChange: [...revalidate.afterChange, forget],
    afterDelete: [...revalidate.afterDelete, forget],
  },
  fields: [
    {
      name: 'status',
      access: { update: webOfficeOnly },
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'building',
      options: optionsOf(SITE_STATUSES, SITE_STATUS_LABEL),
      admin: { position: 'sidebar', description: '已停用的站点对访客显示「站点已停用」，内容保留' },
    },
    {
      name: 'domain',
      access: { update: webOfficeOnly },
      label: '独立域名',
      type: 'text',
      unique: true,
      maxLength: 253,
      admin: { position: 'sidebar', description: '可选，如 mianyang.tfou.edu.cn（不含 http:// 与路径）' },
      validate: (v: unknown) =>
        v === null || v === undefined || v === '' || (typeof v === 'string' && SITE_DOMAIN.test(v))
          ? true
          : '域名格式不正确，如 mianyang.tfou.edu.cn（小写，不含 http:// 与路径）',
    },
    {
      name: 'theme_color',
      label: '主题色',
      type: 'text',
      required: true,
      defaultValue: '#0b3d91',
      maxLength: 7,
      admin: { position: 'sidebar', description: '形如 #0b3d91' },
      validate: (v: unknown) =>
        typeof v === 'string' && SITE_COLOR.test(v) ? true : '主题色须为 # 加 6 位十六进制数，如 #0b3d91',
    },
    siteSettingTabs([
      { name: 'name', label: '站点名称', type: 'text', required: true, maxLength: 40 },
      {
        name: 'short_name',
        label: '简称',
        type: 'text',
        maxLength: 12,
        admin: { description: '如「绵阳分校」' },
      },
      {
        name: 'slug',
        access: { update: webOfficeOnly },
        label: '路径',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        maxLength: 30,
        admin: { description: '网址 /sites/{路径}：小写字母开头，只用小写字母、数字和连字符' },
        validate: (v: unknown) => siteSlugProblem(v) ?? true,
      },
      {
        name: 'kind',
        access: { update: webOfficeOnly },
        label: '类型',
        type: 'select',
        required: true,
        defaultValue: 'branch',
        options: optionsOf(SITE_KINDS, SITE_KIND_LABEL),
      },
      {
        name: 'template',
        access: { update: webOfficeOnly },
        label: '模板',
        type: 'select',
        required: true,
        defaultValue: 'branch',
        options: optionsOf(SITE_TEMPLATES, SITE_TEMPLATE_LABEL),
        admin: { description: '站点的版式：同一模板的站点共用组件与设计规范，模板的修改到达每个站点' },
      },
      imageField('logo', '标志'),
    ]),
  ],
}
