import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * For unit tests: the routes the site's App Router answers, read from the route files under
 * src/app, and whether a path is one of them. Route groups `(x)` add no segment; `[x]` matches
 * one segment, `[...x]` one or more.
 */
const APP = fileURLToPath(new URL('../app', import.meta.url))

function routeFiles(dir: string, segments: string[] = []): string[][] {
  const found: string[][] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]
      found.push(...routeFiles(`${dir}/${entry.name}`, next))
    } else if (/^(page|route)\.tsx?$/.test(entry.name)) {
      found.push(segments)
    }
  }
  return found
}

/** Each route as its folder segments, e.g. `['news', '[pathName]', '[id]']`. */
export const APP_ROUTES: readonly string[][] = routeFiles(APP)

const matches = (route: readonly string[], parts: readonly string[]): boolean => {
  const [head, ...rest] = route
  if (head === undefined) return parts.length === 0
  if (/^\[\.\.\..+\]$/.test(head)) return parts.length > 0
  if (parts.length === 0) return false
  if (/^\[.+\]$/.test(head) || head === parts[0]) return matches(rest, parts.slice(1))
  return false
}

const rank = (segment: string) => (/^\[\.\.\./.test(segment) ? 2 : /^\[/.test(segment) ? 1 : 0)
/** Next's precedence: at the first segment where two routes differ, a static one beats `[x]`, which beats `[...x]`. */
const moreSpecific = (a: readonly string[], b: readonly string[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = rank(a[i]!) - rank(b[i]!)
    if (d !== 0) return d
  }
  return 0
}

/**
 * The root catch-all (`app/(portal)/[...path]`) answers only the addresses of the published column tree
 * (栏目树), which live in the cms: a link checked here must be answered by some other route.
 */
const isColumnRoute = (r: readonly string[]) => r.length === 1 && /^\[\.\.\..+\]$/.test(r[0]!)

/** The route folder (joined with `/`, e.g. `/news/[pathName]/[id]`) that serves a path, or undefined; its query is ignored. */
export function routeOf(path: string): string | undefined {
  const { pathname } = new URL(path, 'http://site.test')
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const route = APP_ROUTES.filter((r) => !isColumnRoute(r) && matches(r, parts)).sort(moreSpecific)[0]
  return route && `/${route.join('/')}`
}
