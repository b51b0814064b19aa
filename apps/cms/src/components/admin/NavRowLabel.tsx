'use client'

import { useRowLabel } from '@payloadcms/ui'
import { PAGE_SECTION_LABEL } from '@ou/contract'

/**
 * A navigation row is named by what it shows (a menu item's 名称, a footer group's 组名, a side
 * navigation's 栏目), so the folded form reads as the menu; hidden rows say so.
 */
export function NavRowLabel() {
  const { data, rowNumber } = useRowLabel<{
    label?: string
    title?: string
    section?: string
    hidden?: boolean
  }>()
  const section = data?.section ? (PAGE_SECTION_LABEL as Record<string, string>)[data.section] : ''
  const name = data?.label || data?.title || section || `第 ${(rowNumber ?? 0) + 1} 项`
  return <span>{data?.hidden ? `${name}（已隐藏）` : name}</span>
}
