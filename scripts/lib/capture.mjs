// Shared steps of the page captures (scripts/screenshots.mjs, scripts/visual.mjs).

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
