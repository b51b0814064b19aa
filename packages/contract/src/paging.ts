/**
 * Paging of list calls: `page` is 1-based, `page: 0, limit: 0` means every record, and a page
 * holds at most MAX_LIMIT records.
 */
export const MAX_LIMIT = 100
/** The largest page number or limit a request may name. */
export const MAX_PAGE = 100_000

/**
 * The calls where `page: 0, limit: 0` means every record: the short reference lists a sign-up
 * form loads whole. Everywhere else it means the first page of MAX_LIMIT records, so that no
 * anonymous request can ask for a whole table.
 */
export const LIST_ALL_CALLS: readonly string[] = ['enrolling.Major/list', 'educational.School/list']

/** The page and limit a list call answers with: everything (where allowed), or one page of at most MAX_LIMIT. */
export function clampPaging(
  page: number,
  limit: number,
  allowAll = false,
): { all: boolean; page: number; limit: number } {
  const everything = page === 0 || limit === 0
  if (everything && allowAll) return { all: true, page: 0, limit: 0 }
  return { all: false, page: Math.max(page, 1), limit: limit === 0 ? MAX_LIMIT : Math.min(limit, MAX_LIMIT) }
}

/** A 1-based page number from a query value (`?page=N`); anything else is page 1. */
export function pageNumber(value: string | string[] | null | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 && n < MAX_PAGE ? n : 1
}
