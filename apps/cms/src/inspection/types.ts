import type { FindingKind } from './collections'

/** A finding before it is stored: `editor` is a staff id, `severity` only for wording, `site` a site id. */
export interface Finding {
  kind: FindingKind
  url: string
  target: string
  element?: string
  message: string
  editor?: number | null
  severity?: 'serious' | 'normal'
  /** The site of the group its page belongs to (set when the run stores it). */
  site?: number | null
}
