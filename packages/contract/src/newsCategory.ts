import { parseId } from './ids'

/**
 * Which news category a `/news/{pathName}` segment names: its `path_name`; else a number N, the
 * N-th category in editor order (so `/news/1` is the first one); else a category id.
 */
export function findNewsCategory<C extends { id: number; path_name: string }>(
  categories: readonly C[],
  segment: string,
): C | undefined {
  const byPath = categories.find((c) => c.path_name === segment)
  if (byPath) return byPath
  const n = parseId(segment)
  if (n === null) return undefined
  return categories[n - 1] ?? categories.find((c) => c.id === n)
}
