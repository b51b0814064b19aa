import { expect, test } from '@playwright/test'
import { data, staffAs } from '../../lib/api'

/** What news editors put in an article reaches the site: headings, lists, tables, captioned images, attachments. */

const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const block = { format: '', indent: 0, version: 1, direction: 'ltr' }
const paragraph = (t: string) => ({ type: 'paragraph', ...block, textFormat: 0, children: [text(t)] })
const cell = (t: string, header = false) => ({
  type: 'tablecell',
  ...block,
  headerState: header ? 1 : 0,
  colSpan: 1,
  rowSpan: 1,
  children: [paragraph(t)],
})

test('an article with a table, a captioned image and a PDF attachment shows them on the site', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
      'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n101\n%%EOF\n',
  )
  const category = (await editor.api.doc(
    'news-categories',
    (await editor.api.first('news-categories')).id,
  )) as {
    id: number
    site: number
  }
  const uploaded = await request.post(`${process.env.CMS_URL}/cms-api/files?depth=0`, {
    headers: { authorization: `JWT ${editor.token}` },
    multipart: {
      file: { name: 'enrolment-guide.pdf', mimeType: 'application/pdf', buffer: pdf },
      // The article's site's attachment (one placed in the text is checked against it, 站群).
      _payload: JSON.stringify({ title: '2026 年招生简章', site: category.site }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const file = ((await uploaded.json()) as { doc: { id: number; url: string } }).doc
  // Only office documents are accepted as attachments.
  const script = await request.post(`${process.env.CMS_URL}/cms-api/files?depth=0`, {
    headers: { authorization: `JWT ${editor.token}` },
    multipart: {
      file: { name: 'run.sh', mimeType: 'text/x-shellscript', buffer: Buffer.from('#!/bin/sh\necho hi\n') },
      _payload: JSON.stringify({ title: '脚本' }),
    },
  })
  expect(script.status()).toBe(400)

  // An image of the article's own site (one placed in the text is checked against it, 站群).
  const image = (
    (await (await editor.api.get(`/media?where[site][equals]=${category.site}&limit=1&depth=0`)).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const content = {
    root: {
      type: 'root',
      ...block,
      children: [
        { type: 'heading', tag: 'h2', ...block, children: [text('报名须知')] },
        {
          type: 'list',
          listType: 'bullet',
          tag: 'ul',
          start: 1,
          ...block,
          children: [
            { type: 'listitem', value: 1, ...block, children: [text('携带身份证原件')] },
            { type: 'listitem', value: 2, ...block, children: [text('按时参加入学测试')] },
          ],
        },
        {
          type: 'table',
          ...block,
          children: [
            { type: 'tablerow', ...block, children: [cell('层次', true), cell('学费', true)] },
            { type: 'tablerow', ...block, children: [cell('专科'), cell('每学分 120 元')] },
          ],
        },
        {
          type: 'upload',
          relationTo: 'media',
          value: image.id,
          fields: { caption: '新生报到现场' },
          format: '',
          version: 3,
          id: 'img1',
        },
        {
          type: 'upload',
          relationTo: 'files',
          value: file.id,
          fields: null,
          format: '',
          version: 3,
          id: 'pdf1',
        },
      ],
    },
  }
  const created = await editor.api.post('/news?draft=true&depth=0', {
    title: `富文本测试 ${Date.now()}`,
    category: category.id,
    content,
    _status: 'draft',
    review_state: 'pending',
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  expect((await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'published' })).status()).toBe(200)

  const detail = await data(request, 'news.News/info', { news_id: id })
  const html = detail.content
  expect(html).toContain('<h2>报名须知</h2>')
  expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>携带身份证原件<\/li>/)
  expect(html).toMatch(/<table[^>]*>[\s\S]*<th[^>]*>[\s\S]*层次[\s\S]*<td[^>]*>[\s\S]*每学分 120 元/)
  expect(html).toMatch(
    /<figure><img src="http[^"]+\/media\/file\/[^"]+" alt="[^"]*"[^>]*><figcaption>新生报到现场<\/figcaption><\/figure>/,
  )
  const link = html.match(
    /<a href="([^"]+)" download="enrolment-guide\.pdf"[^>]*>2026 年招生简章<\/a>（PDF，1 KB）/,
  )
  expect(link, html).not.toBeNull()
  // Named after its content on the server; downloaded under the name it was uploaded with.
  expect(link![1]).toMatch(/^https?:\/\/.+\/files\/file\/enrolment-guide-[0-9a-f]{10}\.pdf$/)
  // The link works for a visitor.
  const download = await request.get(link![1]!)
  expect(download.status()).toBe(200)
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
