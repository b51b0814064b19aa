import { expect, test } from '@playwright/test'
import { call, data, sendLetter, staffAs } from '../../lib/api'

/** The sensitive-word list: reviewers are warned before publishing; letters wait for a person. */

const WORD = `测试敏感词${Date.now() % 100_000}`

test.describe('sensitive words', () => {
  let words = ''
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    const admin = await staffAs(request, 'admin')
    words =
      (
        (await (await admin.api.get('/globals/console-settings?depth=0')).json()) as {
          sensitive_words?: string
        }
      ).sensitive_words ?? ''
    const res = await admin.api.post('/globals/console-settings', { sensitive_words: `${words}\n${WORD}` })
    expect(res.status()).toBe(200)
  })
  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    const admin = await staffAs(request, 'admin')
    await admin.api.post('/globals/console-settings', { sensitive_words: words })
  })

  test('publishing an article with a listed word warns the reviewer with the matches until confirmed', async ({
    request,
  }) => {
    const editor = await staffAs(request, 'editor')
    const reviewer = await staffAs(request, 'reviewer')
    const category = await editor.api.first('news-categories')
    const created = await editor.api.post('/news?draft=true&depth=0', {
      title: `含有${WORD}的稿件`,
      summary: '摘要里没有',
      category: category.id,
      _status: 'draft',
      review_state: 'pending',
      // An editor cannot confirm on the reviewer's behalf.
      sensitive_confirmed: true,
    })
    const doc = (
      (await created.json()) as {
        doc: { id: number; sensitive_matches: string; sensitive_confirmed: boolean }
      }
    ).doc
    expect(doc.sensitive_matches).toBe(WORD)
    expect(doc.sensitive_confirmed).toBe(false)

    const warned = await reviewer.api.patch(`/news/${doc.id}?depth=0`, { _status: 'published' })
    expect(warned.status()).toBe(400)
    const body = (await warned.json()) as {
      errors: { data?: { errors?: { path: string; message: string }[] } }[]
    }
    const field = body.errors[0]!.data!.errors![0]!
    expect(field.path).toBe('sensitive_confirmed')
    expect(field.message).toContain(WORD)
    expect((await call(request, 'news.News/info', { news_id: doc.id })).body.code).not.toBe(200)

    const confirmed = await reviewer.api.patch(`/news/${doc.id}?depth=0`, {
      _status: 'published',
      sensitive_confirmed: true,
    })
    expect(confirmed.status()).toBe(200)
    expect((await call(request, 'news.News/info', { news_id: doc.id })).body.code).toBe(200)
    // The confirmation covered that text only: the next publish asks again.
    const again = (await (await reviewer.api.get(`/news/${doc.id}?depth=0`)).json()) as {
      sensitive_confirmed: boolean
    }
    expect(again.sensitive_confirmed).toBe(false)
  })

  test('a letter with a listed word is flagged and never listed publicly before a person approves it', async ({
    request,
  }) => {
    const mailbox = await staffAs(request, 'mailbox')
    const subject = `反映${WORD}问题`
    const { tracking_code } = await sendLetter(request, {
      contact: '13800001111',
      subject,
      content: '这是一封用于测试敏感词审核的来信，内容足够长。',
    })
    const found = (await (
      await mailbox.api.get(`/letters?depth=0&where[tracking_code][equals]=${tracking_code}`)
    ).json()) as {
      docs: { id: number; moderation: string; sensitive_matches: string }[]
    }
    const letter = found.docs[0]!
    expect(letter).toMatchObject({ moderation: 'flagged', sensitive_matches: WORD })
    const flagged = (await (
      await mailbox.api.get('/letters?depth=0&limit=100&where[moderation][equals]=flagged')
    ).json()) as {
      docs: { id: number }[]
    }
    expect(flagged.docs.map((d) => d.id)).toContain(letter.id)

    const listed = async () =>
      (await data(request, 'mailbox.Letter/list', { page: 1, limit: 100 })).list.some(
        (l) => l.subject === subject,
      )

    // Answered and made public while still flagged: refused, and not listed.
    const early = await mailbox.api.patch(`/letters/${letter.id}?depth=0`, {
      reply: '已收到，正在核实。',
      is_public: true,
    })
    expect(early.status()).toBe(400)
    expect(await early.text()).toContain('人工审核')
    await mailbox.api.patch(`/letters/${letter.id}?depth=0`, { reply: '已收到，正在核实。' })
    expect(await listed()).toBe(false)

    // Approved by a person, then public.
    const approved = await mailbox.api.patch(`/letters/${letter.id}?depth=0`, {
      moderation: 'approved',
      is_public: true,
    })
    expect(approved.status()).toBe(200)
    expect(await listed()).toBe(true)

    // The writer can always look up their own letter by its code.
    expect((await call(request, 'mailbox.Letter/query', { tracking_code })).body.code).toBe(200)
  })
})
