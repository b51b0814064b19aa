import { expect, test, type Page } from '@playwright/test'
import { consoleLogin, openInConsole } from '../../lib/browser'

/**
 * Every word a staff member reads in the console is Chinese (issue 32): the roles walk every
 * collection's list, a document's edit view and the create view, and every global, each in its own
 * navigation. A Latin-script word fails the walk unless it is a value (an e-mail address, a URL,
 * a file name, a code) or a name kept as it is written (PDF, Excel…). One login per role, one page,
 * only what is visible (`innerText`); what an editor types (the rich-text editor) is a value.
 */

type Role = Parameters<typeof consoleLogin>[1]

/** Names and abbreviations written in Latin letters in Chinese offices too. */
const KEPT = new Set(
  [
    'PDF',
    'Excel',
    'Word',
    'WPS',
    'CSV',
    'XLSX',
    'XLS',
    'DOC',
    'DOCX',
    'ID',
    'URL',
    'SEO',
    'IP',
    'IPv4',
    'IPv6',
    'HTTP',
    'HTTPS',
    'MP4',
    'WebM',
    'JPG',
    'JPEG',
    'PNG',
    'GIF',
    'SVG',
    'WebP',
    'KB',
    'MB',
    'GB',
    'px',
    'QQ',
    'AI',
    'ICP',
    'PV',
    'UV',
    'SMTP',
    'MOOC',
    'CIDR',
    'Tab',
  ].map((w) => w.toLowerCase()),
)

/**
 * A whitespace-separated piece of text that is a value, not a word of the interface: an address,
 * a path, a file or host name, a slug or a code mixing letters with digits or signs.
 */
const isValue = (token: string) =>
  /@|:\/\/|\/\S|\w\.\w|\w[-_]\w|[A-Za-z]\d|\d[A-Za-z]|^[#$%{<]/.test(token) || /^[A-Z]{2,5}\d*$/.test(token)

/** The Latin-script words of the page's visible text that are neither values nor kept names. */
async function latinWords(page: Page, kept: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() => {
    let t = document.body.innerText
    // Values, not the interface: what an editor wrote in a rich-text field, the cells of a list,
    // the document chosen in a relationship field, an open document's title (in its header and
    // the breadcrumbs: an earlier test's document may be named in any script).
    const values =
      '[contenteditable="true"], table tbody td, .rs__single-value, .rs__multi-value__label, .render-title, .step-nav__last'
    for (const e of document.querySelectorAll<HTMLElement>(values))
      if (e.innerText.trim()) t = t.replace(e.innerText, ' ')
    return t
  })
  const words: string[] = []
  for (const token of text.split(/[\s，。、；：（）「」《》“”‘’【】]+/)) {
    if (!/[A-Za-z]/.test(token) || isValue(token)) continue
    for (const w of token.match(/[A-Za-z][A-Za-z']*/g) ?? []) if (!kept.has(w.toLowerCase())) words.push(w)
  }
  return [...new Set(words)]
}

/**
 * Opens a console page. Once it has loaded, the fields Payload fills in afterwards (rich text,
 * relationship options) are awaited while they show a placeholder in view; rows further down
 * render when scrolled to, and are not read.
 */
async function open(page: Page, path: string) {
  await openInConsole(page, path)
  await expect(page.locator('.shimmer-effect:visible'))
    .toHaveCount(0, { timeout: 3000 })
    .catch(() => {})
}

/**
 * Each view is read once, by the first role in this order that opens it: a role's own collections
 * are walked as that role sees them, and the administrator reads what only they open. Every role
 * reads its dashboard and account page.
 */
const ORDER: Role[] = ['editor', 'reviewer', 'admissions', 'academic', 'mailbox', 'disclosure', 'admin']
const read = new Set<string>()
/** Pages read at once, in one signed-in context: the walk waits on the server and the browser in turn. */
const TABS = 3

for (const role of ORDER) {
  test(`every view the ${role} opens is in Chinese`, async ({ browser }) => {
    test.setTimeout(1_200_000)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const found = new Map<string, string[]>()
    // The API tab (a document as JSON) is the administrator's tool alone, under its own name.
    const kept = role === 'admin' ? new Set([...KEPT, 'api']) : KEPT
    const check = async (page: Page, path: string) => {
      await open(page, path)
      const words = await latinWords(page, kept)
      if (words.length) {
        found.set(path, words)
        console.log(`${role} ${path}: ${words.join(' ')}`)
      }
    }
    try {
      const first = await context.newPage()
      await consoleLogin(first, role)
      await check(first, '/admin')
      await check(first, '/admin/account')
      const hrefs = (
        await first
          .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
          .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('?')[0]!))])
      ).filter((href) => !read.has(href))
      expect(hrefs.length + read.size, 'the navigation lists collections').toBeGreaterThan(0)
      for (const href of hrefs) read.add(href)
      const pages = [first, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))]
      // Each tab takes the next list, then that collection's edit and create views.
      const queue = [...hrefs]
      await Promise.all(
        pages.map(async (page) => {
          for (let href = queue.shift(); href; href = queue.shift()) {
            // Oldest first: the document opened is one the school's staff wrote (the seed), not
            // one an earlier test left with a name in any script.
            await check(page, href.startsWith('/admin/collections/') ? `${href}?sort=id` : href)
            if (!href.startsWith('/admin/collections/')) continue
            const doc = await page
              .locator(`table tbody tr a[href^="${href}/"]`)
              .first()
              .getAttribute('href', { timeout: 1000 })
              .catch(() => null)
            const canCreate = (await page.locator(`a[href="${href}/create"]`).count()) > 0
            if (doc) await check(page, doc.split('?')[0]!)
            if (canCreate) await check(page, `${href}/create`)
          }
        }),
      )
    } finally {
      await context.close()
    }
    expect(Object.fromEntries(found), 'Latin-script words on these pages').toEqual({})
  })
}
