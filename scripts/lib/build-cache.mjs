// Next's compiler caches (the cms's webpack cache, the site's Turbopack cache: `.next/cache/<name>`)
// kept between test runs on one machine, outside the checkout, so that a fresh clone finds them too.
//
// Safe because both compilers check every input against what their cache holds (file contents or
// times, the configuration, package versions) and recompile what changed: CI caches of
// `.next/cache` are how Next documents its use. A build works on its own copy (copied in before,
// published after a build that succeeded, by a rename), so two checkouts building at once never
// write one cache. Only the compilers' folders travel: `.next/cache/fetch-cache` and the site's
// rendered pages are the running server's, never shared.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

const COMPILERS = ['webpack', 'turbopack', 'swc']

/** Where the caches are kept: $OU_BUILD_CACHE, else ~/.cache (XDG) /open-university-platform/next. */
export function buildCacheHome() {
  if (process.env.OU_BUILD_CACHE) return process.env.OU_BUILD_CACHE
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache')
  return path.join(base, 'open-university-platform', 'next')
}

/** Before a build: the kept caches into an app's `.next/cache`, where it has none of its own. */
export function restoreBuildCache(appDir, app) {
  if (process.env.OU_BUILD_CACHE === 'off') return []
  const kept = path.join(buildCacheHome(), app)
  const local = path.join(appDir, '.next', 'cache')
  const restored = []
  for (const name of COMPILERS) {
    const from = path.join(kept, name)
    const to = path.join(local, name)
    if (!existsSync(from) || existsSync(to)) continue
    try {
      mkdirSync(local, { recursive: true })
      cpSync(from, to, { recursive: true })
      restored.push(name)
    } catch {
      // Published over while it was copied: build without it (the compiler starts afresh).
      rmSync(to, { recursive: true, force: true })
    }
  }
  return restored
}

/** After a build that succeeded: its compiler caches become the kept ones (copy, then rename). */
export function saveBuildCache(appDir, app) {
  if (process.env.OU_BUILD_CACHE === 'off') return
  const kept = path.join(buildCacheHome(), app)
  const local = path.join(appDir, '.next', 'cache')
  if (!existsSync(local)) return
  mkdirSync(kept, { recursive: true })
  for (const name of readdirSync(local).filter((n) => COMPILERS.includes(n))) {
    const tmp = path.join(kept, `.${name}.${process.pid}`)
    const old = path.join(kept, `.${name}.old.${process.pid}`)
    try {
      cpSync(path.join(local, name), tmp, { recursive: true })
      if (existsSync(path.join(kept, name))) renameSync(path.join(kept, name), old)
      renameSync(tmp, path.join(kept, name))
    } catch {
      // Another build published at the same moment: its cache is as good.
    } finally {
      rmSync(tmp, { recursive: true, force: true })
      rmSync(old, { recursive: true, force: true })
    }
  }
}
