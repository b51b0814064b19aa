import type { Controller } from '@ou/contract'
import type { CollectionConfig, Field } from 'payload'
import { crudFor, managedBy, readableBy, sameFor, type Role } from '@/access/roles'
import { articleFields, sortField } from '@/fields/common'
import { revalidateHooks } from '@/hooks/revalidate'
import { reviewedAccess } from '@/review/access'
import { reviewFields } from '@/review/fields'
import { guardPublishing, trackReview } from '@/review/hooks'
import { restoreThroughReview } from '@/review/trash'
import { signLivePreview } from '@/lib/previewToken'
import { env } from '@/lib/env'
import { searchIndexHooks } from '@/search/hooks'
import { confineAccess, guardSite, siteField } from '@/sites/scope'

/**
 * The console's sections of content: where a collection shows in the navigation, and the roles
 * that manage its collections besides admin (docs/roles.md).
 */
const SECTIONS = {
  news: { group: '新闻中心', roles: ['editor'] },
  site: { group: '站点', roles: ['editor'] },
  school: { group: '学校概况', roles: ['editor'] },
  formats: { group: '办学形式', roles: ['editor'] },
  education: { group: '开放与成人教育', roles: ['editor', 'academic'] },
  elderly: { group: '老年大学', roles: ['editor'] },
  enrolment: { group: '招生', roles: ['editor', 'admissions'] },
  themes: { group: '专题', roles: ['editor'] },
  disclosure: { group: '信息公开', roles: ['editor', 'disclosure'] },
} satisfies Record<string, { group: string; roles: Role[] }>

/** A collection's name in the console: one for both, or singular and plural. */
export type Label = string | [singular: string, plural: string]
export const labelsOf = (label: Label) =>
  typeof label === 'string' ? { singular: label, plural: label } : { singular: label[0], plural: label[1] }

interface Options {
  slug: string
  label: Label
  section: keyof typeof SECTIONS
  /** Public API controllers fed by this collection, revalidated on change. */
  controllers: Controller[]
  fields: Field[]
  useAsTitle?: string
  defaultColumns?: string[]
  /** Drafts, versions, scheduled publishing and review before publishing (articles). */
  drafts?: boolean
  sortable?: boolean
  /** Keep the whole-site search index in step. */
  searchable?: boolean
  /**
   * The filters public lists combine (e.g. `[[], ['category']]`): each gets a compound index
   * ending in the list order, so a page, a deep page and the neighbours of an article are index
   * range scans.
   */
  listedBy?: string[][]
  /**
   * Deleting moves a document to the trash (回收站) for 30 days, where it can be restored; a
   * restore goes through review (review/trash.ts). On for articles; one line for another collection.
   */
  trash?: boolean
  /**
   * Live preview in the console and shareable preview links (collections/PreviewLinks.ts) of the
   * latest draft, shown by the site's /preview page. On for articles.
   */
  preview?: boolean
  /** The console list's order, where it is not the site's (`sort`, or newest first). */
  defaultSort?: string
  /**
   * Each document belongs to one site of the group (sites/scope.ts): a `site` field, and staff
   * confined to sites reach only theirs. A list index by site joins `listedBy`'s (a filter by
   * category already names one site).
   */
  site?: boolean
  /** Panels above the console's list (a spreadsheet import, say). */
  beforeListTable?: { path: string; clientProps?: Record<string, unknown> }[]
}

/**
 * Articles are listed newest first; ties fall back to creation time, as Payload orders them. The
 * title ends the index so that a keyword filter is checked on index entries, not on table rows.
 */
const ARTICLE_ORDER = ['_status', 'published_at', 'createdAt', 'title']

/** Marks collections whose public list totals may be cached: every change to them runs the hooks. */
export const hasCachedTotals = (config: CollectionConfig) => config.custom?.cachedTotals === true

/** The console's spreadsheet import above a list (components/admin/ImportPanel). */
export const importPanel = (kind: 'scores' | 'students' | 'teaching-plan') => ({
  path: '/components/admin/ImportPanel#ImportPanel',
  clientProps: { kind },
})

/**
 * What the academic records share (scores, students): kept by academic affairs alone, listed
 * under 成绩管理 with their spreadsheet import above the list.
 */
export const academicRecords = (kind: 'scores' | 'students', admin: CollectionConfig['admin']) => ({
  admin: { group: '成绩管理', components: { beforeListTable: [importPanel(kind)] }, ...admin },
  access: sameFor(managedBy('academic')),
})

/** Hides the trash's 「恢复为已发布版本」 from those who may not publish (components/admin/review/RestoreChoice). */
const restoreChoice = (slug: string) => ({
  path: '/components/admin/review/RestoreChoice#RestoreChoice',
  serverProps: { slug },
})

/** The site's preview of a document (apps/site/src/app/preview), signed for the signed-in editor. */
const livePreviewUrl = (slug: string, id: unknown) =>
  id ? `${env.siteUrls[0] ?? ''}/preview/${signLivePreview(slug, String(id))}` : null

/** Collections with `preview` on: what a shared preview link may show. */
export const isPreviewable = (config: CollectionConfig) => config.custom?.preview === true

/** One place for what content collections share: access, labels, revalidation, drafts and review. */
export function contentCollection(o: Options): CollectionConfig {
  const revalidate = revalidateHooks(o.controllers)
  const search = o.searchable ? searchIndexHooks(o.slug) : { afterChange: [], afterDelete: [] }
  const { group, roles } = SECTIONS[o.section] as { group: string; roles: Role[] }
  const fields = [...(o.site ? [siteField] : []), ...(o.sortable ? [...o.fields, sortField] : o.fields)]
  // Reviewers read every kind of content: the articles they review link to it. Visitors read
  // published articles, and all of a collection without drafts.
  const access = o.drafts
    ? reviewedAccess(o.slug, roles, Boolean(o.trash))
    : { ...crudFor(...roles), read: readableBy([...roles, 'reviewer'], true) }
  return {
    slug: o.slug,
    labels: labelsOf(o.label),
    access: o.site ? confineAccess(access) : access,
    admin: {
      group,
      useAsTitle: o.useAsTitle ?? 'title',
      defaultColumns: o.defaultColumns,
      listSearchableFields: [o.useAsTitle ?? 'title'],
      ...(o.preview && {
        livePreview: { url: ({ data }) => livePreviewUrl(o.slug, data?.id) ?? '' },
        preview: (doc) => livePreviewUrl(o.slug, doc?.id),
      }),
      ...(o.drafts && {
        components: {
          beforeListTable: [
            '/components/admin/review/ReviewFilter#ReviewFilter',
            ...(o.trash ? [restoreChoice(o.slug)] : []),
            ...(o.beforeListTable ?? []),
          ],
          edit: {
            PublishButton: '/components/admin/review/ReviewButtons#ReviewButtons',
            Status: '/components/admin/review/ReviewStatus#ReviewStatus',
            ...(o.trash && { beforeDocumentControls: [restoreChoice(o.slug)] }),
          },
        },
      }),
      ...(!o.drafts && o.beforeListTable && { components: { beforeListTable: o.beforeListTable } }),
    },
    // A site-scoped list shows each site's documents together, the portal's (the first site) first.
    defaultSort:
      o.defaultSort ??
      (o.sortable ? (o.site ? ['site', 'sort'] : 'sort') : o.drafts ? '-published_at' : undefined),
    versions: o.drafts ? { drafts: { schedulePublish: true }, maxPerDoc: 30 } : undefined,
    indexes: [...(o.listedBy ?? []), ...(o.site && o.listedBy ? [['site']] : [])].map((filters) => ({
      fields: [...filters, ...(o.drafts ? ARTICLE_ORDER : o.sortable ? ['sort'] : [])],
    })),
    trash: o.trash,
    custom: { cachedTotals: true, editorRoles: roles, preview: o.preview === true },
    hooks: {
      ...(o.site && { beforeValidate: [guardSite] }),
      ...(o.drafts && {
        beforeOperation: [...(o.trash ? [restoreThroughReview(o.slug)] : []), guardPublishing(o.slug)],
        beforeChange: [trackReview(o.slug)],
      }),
      afterChange: [...revalidate.afterChange, ...search.afterChange],
      afterDelete: [...revalidate.afterDelete, ...search.afterDelete],
    },
    fields: o.drafts ? [...fields, ...reviewFields] : fields,
  }
}

/** An article collection: shared article fields plus extras, drafts on, listed newest first. */
export const articleCollection = (o: Omit<Options, 'fields' | 'drafts'> & { extraFields?: Field[] }) =>
  contentCollection({
    ...o,
    drafts: true,
    trash: o.trash ?? true,
    preview: o.preview ?? true,
    listedBy: o.listedBy ?? [[]],
    searchable: o.searchable ?? true,
    defaultColumns: o.defaultColumns ?? ['title', 'published_at', 'review_state'],
    fields: [...(o.extraFields ?? []), ...articleFields],
  })
