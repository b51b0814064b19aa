/**
 * Paging of list calls: `page` is 1-based, `page: 0, limit: 0` means every record, and a page
 * holds at most MAX_LIMIT records.
 */
export const MAX_LIMIT = 100
/** The largest page number or limit a request may name. */
export const MAX_PAGE = 100_000

/** The page and limit a list call answers with: everything, or one page of at most MAX_LIMIT. */
export function clampPaging(page: number, limit: number): { all: boolean; page: number; limit: number } {
  const all = page === 0 || limit === 0
  return all
    ? { all, page: 0, limit: 0 }
    : { all, page: Math.max(page, 1), limit: Math.min(limit, MAX_LIMIT) }
}

/** A 1-based page number from a query value (`?page=N`); anything else is page 1. */
export function pageNumber(value: string | string[] | null | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 && n < MAX_PAGE ? n : 1
}
