import { expect } from '@playwright/test'
import type { rest } from './api'

type Rest = ReturnType<typeof rest>

/**
 * A site of the group of the test's own (发稿统计): its figures are the test's articles alone,
 * whatever other suites of the lane write on the demo sites. Live, so its columns are checked
 * for staleness; one news column and one notice column. The test closes it when done (站群导航
 * lists every live site).
 */
export async function statsSite(admin: Rest, stamp: number) {
  const created = await admin.post('/sites?depth=0', {
    name: `统计测试分校${stamp}`,
    short_name: `统计${String(stamp).slice(-6)}`,
    slug: `tj${stamp}`,
    status: 'live',
  })
  expect(created.status(), await created.text()).toBe(201)
  const site = ((await created.json()) as { doc: { id: number; short_name: string } }).doc
  const column = async (name: string, path: string) => {
    const res = await admin.post('/news-categories?depth=0', {
      site: site.id,
      name,
      name_en: 'News',
      path_name: path,
    })
    expect(res.status(), await res.text()).toBe(201)
    return ((await res.json()) as { doc: { id: number; name: string } }).doc
  }
  const news = await column('工作动态', `dongtai${stamp}`)
  const notice = await column('通知公告', `tongzhi${stamp}`)
  return { id: site.id, name: site.short_name, news, notice }
}

/** A published article of the site, dated `at` (an instant), with its page-view counter. */
export async function publishedOn(
  admin: Rest,
  site: number,
  category: number,
  title: string,
  at: string,
  views: number,
) {
  const res = await admin.post('/news?depth=0', {
    site,
    category,
    title,
    published_at: at,
    views,
    _status: 'published',
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}
