import { PAGE_SECTIONS, PAGE_SECTION_LABEL, optionsOf } from '@ou/contract'
import { navItemFields } from '@/fields/linkTarget'
import { editorGlobal } from './editorGlobal'

const rowLabel = '/components/admin/NavRowLabel#NavRowLabel'

/**
 * The site's navigation (栏目导航): the header menu with its sub-menus, the footer's link groups
 * and each section's side navigation. Order is the order of the rows (drag to move). Empty, the
 * site keeps its built-in menu (apps/site/src/lib/pages.ts), which the seed copies here.
 */
export const Navigation = editorGlobal(['setting.Navigation'], {
  slug: 'navigation',
  label: '导航菜单',
  admin: {
    group: '站点',
    description:
      '页头菜单、页脚链接组和各栏目的侧边导航。拖动行调整顺序；勾选“隐藏”暂不显示。保存后约 2 秒在网站生效。',
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '页头菜单',
          fields: [
            {
              name: 'header',
              label: '菜单项',
              labels: { singular: '菜单项', plural: '菜单项' },
              type: 'array',
              maxRows: 12,
              // Closed rows: the form lists the menu by name, each row opened where it is changed.
              admin: { components: { RowLabel: rowLabel }, initCollapsed: true },
              fields: [
                ...navItemFields(),
                {
                  name: 'children',
                  label: '子菜单',
                  labels: { singular: '子菜单项', plural: '子菜单项' },
                  type: 'array',
                  maxRows: 20,
                  admin: { components: { RowLabel: rowLabel }, initCollapsed: true },
                  fields: navItemFields(),
                },
              ],
            },
          ],
        },
        {
          label: '页脚链接组',
          fields: [
            {
              name: 'footer',
              label: '链接组',
              labels: { singular: '链接组', plural: '链接组' },
              type: 'array',
              maxRows: 8,
              admin: { components: { RowLabel: rowLabel }, initCollapsed: true },
              fields: [
                { name: 'title', label: '组名', type: 'text', required: true, maxLength: 20 },
                {
                  name: 'links',
                  label: '链接',
                  labels: { singular: '链接', plural: '链接' },
                  type: 'array',
                  maxRows: 20,
                  admin: { components: { RowLabel: rowLabel }, initCollapsed: true },
                  fields: navItemFields(),
                },
              ],
            },
          ],
        },
        {
          label: '侧边导航',
          fields: [
            {
              name: 'side',
              label: '栏目侧边导航',
              labels: { singular: '栏目', plural: '栏目' },
              type: 'array',
              admin: {
                description: '编辑页面所在栏目的侧边导航；没有设置的栏目不显示侧边导航。',
                components: { RowLabel: rowLabel },
                initCollapsed: true,
              },
              fields: [
                {
                  name: 'section',
                  label: '栏目',
                  type: 'select',
                  required: true,
                  options: optionsOf(PAGE_SECTIONS, PAGE_SECTION_LABEL),
                },
                {
                  name: 'items',
                  label: '导航项',
                  labels: { singular: '导航项', plural: '导航项' },
                  type: 'array',
                  maxRows: 20,
                  admin: { components: { RowLabel: rowLabel }, initCollapsed: true },
                  fields: navItemFields(),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})
