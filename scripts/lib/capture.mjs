// Shared steps of the page captures (scripts/screenshots.mjs, scripts/visual.mjs,
// scripts/console-screenshots.mjs).
import { chromium } from 'playwright-core'

/** The running site and API (trailing slashes dropped, so paths can be appended). */
export const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
export const CMS_URL = (process.env.CMS_URL ?? 'http://127.0.0.1:3001').replace(/\/+$/, '')

/** Calls the public API (GET for the category list, POST otherwise) and returns its data. */
export async function api(name, body = {}) {
  const get = name === 'news.News/category'
  const res = await fetch(`${CMS_URL}/api/${name}`, {
    method: get ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: get ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  if (json.code !== 200) throw new Error(`${name}: ${json.msg}`)
  return json.data
}

/** The first news category and its newest article: the list and detail pages both captures show. */
export async function firstNews() {
  const [category] = await api('news.News/category')
  if (!category) throw new Error('no news categories: seed the cms first')
  const [news] = (await api('news.News/list', { page: 1, limit: 1, path_name: category.path_name })).list
  return { category, news }
}

/** Debian's chromium (CHROMIUM_PATH), headless as the captures need it. */
export const launchChromium = (extraArgs = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...extraArgs],
  })

/**
 * Keeps a browser context on the site: a navigation elsewhere (the configured mobile-site redirect
 * under 500 px) is answered 204, which cancels it and keeps the current page.
 */
export async function stayOnSite(/** @type {import('playwright-core').BrowserContext} */ context, siteUrl) {
  const origin = new URL(siteUrl).origin
  await context.route('**/*', (route) => {
    const req = route.request()
    const external = new URL(req.url()).origin !== origin
    return external && req.isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue()
  })
}

/** Scrolls the page down and back, so that lazy images load before a full-page capture. */
export async function loadLazyImages(/** @type {import('playwright-core').Page} */ page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}
