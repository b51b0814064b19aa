'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu row is named by its label, so a long menu can be read folded; hidden rows say so. */
export function NavRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string; hidden?: boolean }>()
  const name = data?.label || `第 ${(rowNumber ?? 0) + 1} 项`
  return <span>{data?.hidden ? `${name}（已隐藏）` : name}</span>
}
