import type { FindingKind } from './collections'

/** A finding before it is stored: `editor` is a staff id, `severity` only for wording. */
export interface Finding {
  kind: FindingKind
  url: string
  target: string
  element?: string
  message: string
  editor?: number | null
  severity?: 'serious' | 'normal'
}
