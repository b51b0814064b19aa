import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'
import { hasRole } from '@/access/roles'

/**
 * The console in Chinese, where Payload's own Chinese pack is missing or reads badly (issue 32).
 * Strings Payload writes in English in its code, not through translations, are replaced in the
 * browser by components/admin/ChineseText.tsx.
 */
export const zhOverrides = {
  general: {
    // An empty relationship in a list or a title: 「‹没有 最后编辑人›」 read like a placeholder.
    noLabel: '（无{{label}}）',
    // The account page's section of console preferences (theme, language), 「Payload 设置」.
    payloadSettings: '界面设置',
  },
}

/**
 * The API tab (the document as JSON, its REST address) is a tool for IT: only administrators see
 * it on each document and global.
 */
export function withAdminApiTab<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const admin = config.admin ?? {}
  const views = admin.components?.views
  return {
    ...config,
    admin: {
      ...admin,
      components: {
        ...admin.components,
        views: {
          ...views,
          edit: {
            ...(views && 'edit' in views ? views.edit : {}),
            api: {
              ...(views && 'edit' in views ? views.edit?.api : {}),
              tab: { condition: ({ req }) => hasRole(req) },
            },
          },
        },
      },
    },
  } as T
}

/** The storage plugin's bookkeeping fields, which it adds unlabelled (「Prefix」, 「Object Key」). */
const STORAGE_FIELDS: Record<string, string> = { prefix: '存储前缀', _objectKey: '存储对象键' }

/**
 * Runs after the storage plugin: its fields get Chinese labels and stay out of list columns and
 * filters; they are bookkeeping, hidden in the form already.
 */
export const labelStorageFields: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((c) =>
    c.upload
      ? {
          ...c,
          fields: c.fields.map((f) =>
            'name' in f && f.name in STORAGE_FIELDS
              ? ({
                  ...f,
                  label: STORAGE_FIELDS[f.name],
                  admin: { ...f.admin, disableListColumn: true, disableListFilter: true },
                } as Field)
              : f,
          ),
        }
      : c,
  ),
})
