import type { Controller } from '@ou/contract'
import type { CollectionConfig, Field } from 'payload'
import { crudFor, type Role } from '../access/roles'
import { articleFields, sortField } from '../fields/common'
import { revalidateHooks } from '../hooks/revalidate'
import { searchIndexHooks } from '../search/hooks'

interface Options {
  slug: string
  singular: string
  plural: string
  group: string
  /** Roles that manage it besides admin. */
  roles?: Role[]
  /** Public API controllers fed by this collection, revalidated on change. */
  controllers: Controller[]
  fields: Field[]
  useAsTitle?: string
  defaultColumns?: string[]
  /** Drafts, versions and scheduled publishing (articles). */
  drafts?: boolean
  sortable?: boolean
  /** Keep the whole-site search index in step. */
  searchable?: boolean
}

/** One place for what content collections share: access, labels, revalidation, drafts. */
export function contentCollection(o: Options): CollectionConfig {
  const revalidate = revalidateHooks(o.controllers)
  const search = o.searchable ? searchIndexHooks(o.slug) : { afterChange: [], afterDelete: [] }
  return {
    slug: o.slug,
    labels: { singular: o.singular, plural: o.plural },
    access: crudFor(...(o.roles ?? ['editor'])),
    admin: {
      group: o.group,
      useAsTitle: o.useAsTitle ?? 'title',
      defaultColumns: o.defaultColumns,
      listSearchableFields: [o.useAsTitle ?? 'title'],
    },
    defaultSort: o.sortable ? 'sort' : o.drafts ? '-published_at' : undefined,
    versions: o.drafts ? { drafts: { schedulePublish: true }, maxPerDoc: 30 } : undefined,
    hooks: {
      afterChange: [...revalidate.afterChange, ...search.afterChange],
      afterDelete: [...revalidate.afterDelete, ...search.afterDelete],
    },
    fields: o.sortable ? [...o.fields, sortField] : o.fields,
  }
}

/** An article collection: shared article fields plus extras, drafts on. */
export const articleCollection = (o: Omit<Options, 'fields' | 'drafts'> & { extraFields?: Field[] }) =>
  contentCollection({
    ...o,
    drafts: true,
    searchable: o.searchable ?? true,
    defaultColumns: o.defaultColumns ?? ['title', 'published_at', '_status'],
    fields: [...(o.extraFields ?? []), ...articleFields],
  })
