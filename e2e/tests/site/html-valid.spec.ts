import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { loadSiteData } from './fixtures'
import { samplePaths } from './route-samples'

/**
 * Every site's pages, the portal's and the 站群 sites', as the server sends them, pass the W3C Nu
 * HTML checker (npm's vnu-jar, run by Debian's Java) without an error. All pages go through one
 * checker run: one JVM, a few seconds.
 */

// vnu-jar's main export is the path of its jar (a String object).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** The pages to check: every entry of the route map with real records, the sites' pages, the 404s. */
async function pages(request: import('@playwright/test').APIRequestContext) {
  const list: { path: string; status: number }[] = [
    ...samplePaths(await loadSiteData()).map(({ path }) => ({ path, status: 200 })),
    { path: '/no-such-page', status: 404 },
  ]
  for (const site of DEMO_SITES) {
    const home = `/sites/${site.slug}`
    list.push({ path: home, status: 200 })
    for (const c of site.categories) list.push({ path: `${home}/news/${c.path_name}`, status: 200 })
    // An article, found the way a visitor finds it: from its column.
    const column = await request.get(`${home}/news/${site.categories[0]!.path_name}`)
    const article = new RegExp(`href="(${home}/news/[\\w-]+/\\d+)"`).exec(await column.text())?.[1]
    expect(article, `an article linked from ${home}'s first column`).toBeTruthy()
    list.push({ path: article!, status: 200 })
  }
  list.push({ path: `/sites/${DEMO_SITES[0]!.slug}/news/no-such-column`, status: 404 })
  return list
}

test('every page of every site passes the W3C Nu HTML checker without errors', async ({ request }) => {
  test.setTimeout(180_000)
  const list = await pages(request)
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const byFile = new Map<string, string>()
    // A few fetches at a time: the server renders each page once.
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < list.length) {
          const i = next++
          const { path: p, status } = list[i]!
          const res = await request.get(p)
          expect(res.status(), p).toBe(status)
          const file = path.join(dir, `${String(i).padStart(3, '0')}.html`)
          await writeFile(file, await res.body())
          byFile.set(file, p)
        }
      }),
    )
    // --exit-zero-always: the verdict is read from the report, which lists every error at once.
    // Debian's Java (default-jre-headless, .ci/run), never the JRE vnu-jar would download.
    const started = Date.now()
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', dir],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'ENOENT' ? new Error('java is not installed: apt-get install default-jre-headless') : e
    })
    // The checker's own time, for the report (CI time is precious: one JVM, a few seconds).
    test.info().annotations.push({
      type: 'vnu',
      description: `${list.length} pages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    })
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map((m) => {
        const page = m.url ? (byFile.get(fileURLToPath(m.url)) ?? m.url) : '?'
        return `${page}:${m.firstLine ?? m.lastLine ?? '?'}:${m.firstColumn ?? '?'}: ${m.message}${m.extract ? `  «${m.extract.trim()}»` : ''}`
      })
    expect(list.length).toBeGreaterThan(100)
    expect(errors, `${errors.length} errors:\n${errors.join('\n')}`).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
