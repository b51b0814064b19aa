import type { PayloadRequest } from 'payload'

/**
 * How one save was asked for, found out before Payload merges the data: review/hooks.ts records it
 * (`guardPublishing`), and both review's state tracking and the audit log read it. It lives below
 * both, in the request's context.
 */
export interface SaveInfo {
  /** Saved as a draft version only: the public copy stays as it was. */
  draft: boolean
  /** The public copy was published before this save. */
  wasPublished: boolean
}

export const infoKey = (slug: string, id: unknown) => `save:${slug}:${id ?? 'new'}`

/** The save info recorded for this document in this request. */
export const savedAs = (req: PayloadRequest, slug: string, id: unknown): SaveInfo | undefined =>
  req.context[infoKey(slug, id)] as SaveInfo | undefined
