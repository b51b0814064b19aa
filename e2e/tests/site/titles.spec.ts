import { expect, test } from '@playwright/test'
import { data } from '../../lib/api'

// A detail page is named by its article: in the tab (and so in bookmarks and shared links), in the
// description search engines show, and as the last step of the breadcrumb, shortened if long.
test('an article page carries its own title in the tab, the description and the breadcrumb', async ({
  page,
  request,
}) => {
  const [category] = await data(request, 'news.News/category', {})
  const list = await data(request, 'news.News/list', { path_name: category!.path_name, page: 1, limit: 20 })
  const long = list.list.find((n) => [...n.title].length > 24) ?? list.list[0]!
  const news = await data(request, 'news.News/info', { news_id: long.id })
  await page.goto(`/news/${category!.path_name}/${news.id}`)
  await expect(page).toHaveTitle(new RegExp(`^${news.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `))
  if (news.summary)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', news.summary)
  const last = page.getByRole('navigation', { name: '当前位置' }).getByRole('listitem').last()
  const chars = [...news.title]
  await expect(last).toContainText(chars.length > 24 ? `${chars.slice(0, 23).join('')}…` : news.title)
})
