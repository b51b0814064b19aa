/** Mainland resident ID card numbers (GB 11643): 17 digits, then a check character. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The check character of the first 17 digits: their weighted sum mod 11. */
export function idCardCheckCharacter(body: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0)
  return CHECK[sum % 11]!
}

/** A well-formed number whose check character matches and whose birth date is a real past day. */
export function isValidIdCard(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false
  if (idCardCheckCharacter(value) !== value[17]) return false
  const y = Number(value.slice(6, 10))
  const m = Number(value.slice(10, 12))
  const d = Number(value.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getTime() <= Date.now()
  )
}
