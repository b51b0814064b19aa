/**
 * Record ids as they travel in URLs and JSON: a positive integer of at most nine digits, so it
 * always fits a 32-bit integer column.
 */
export const ID_PATTERN = /^[1-9]\d{0,8}$/

/** The id a route segment or query value names, or null when it is not one. */
export function parseId(value: string | string[] | null | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value
  return v && ID_PATTERN.test(v) ? Number(v) : null
}

/** The tracking code of a letter: twelve capital letters or digits. */
export const TRACKING_CODE = /^[A-Z0-9]{12}$/
