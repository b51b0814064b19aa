import { expect, test, type Page } from '@playwright/test'
import { loadSiteData } from './fixtures'

/**
 * 朗读 (issue 12): page text read aloud through the browser's speech synthesis, sentence by
 * sentence with the sentence highlighted. The browser's engine is replaced by a fake that records
 * what it is given; a test ends each utterance itself.
 */

declare global {
  interface Window {
    __speech: { spoken: string[]; calls: string[]; finish: () => void }
  }
}

/** A speechSynthesis with the given voices, recording what the page hands it. */
async function fakeSpeech(page: Page, langs: string[]) {
  await page.addInitScript((voiceLangs) => {
    const voices = voiceLangs.map((lang, i) => ({
      lang,
      name: `Fake ${lang}`,
      voiceURI: `fake-${i}`,
      localService: true,
      default: i === 0,
    }))
    let current: SpeechSynthesisUtterance | null = null
    const state = {
      spoken: [] as string[],
      calls: [] as string[],
      finish: () => {
        const u = current
        current = null
        u?.dispatchEvent(new Event('end'))
      },
    }
    const synth = Object.assign(new EventTarget(), {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => voices,
      speak: (u: SpeechSynthesisUtterance) => {
        state.calls.push('speak')
        state.spoken.push(u.text)
        current = u
      },
      pause: () => state.calls.push('pause'),
      resume: () => state.calls.push('resume'),
      cancel: () => {
        state.calls.push('cancel')
        current = null
      },
    })
    // Utterances that accept the fake voices (the real one checks their type).
    class Utterance extends EventTarget {
      lang = ''
      voice: unknown = null
      rate = 1
      pitch = 1
      volume = 1
      constructor(public text = '') {
        super()
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
    window.__speech = state
  }, langs)
}

const spoken = (page: Page) => page.evaluate(() => window.__speech.spoken)
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const h = CSS.highlights.get('read-aloud')
    return h ? [...h].map((r) => (r as Range).toString().replace(/\s+/g, ' ').trim()) : []
  })

test('an article is read aloud sentence by sentence, highlighted, with pause, resume and stop', async ({
  page,
}) => {
  await fakeSpeech(page, ['en-US', 'zh-CN'])
  const { category, news: article } = await loadSiteData()
  await page.goto(`/news/${category.path_name}/${article.id}`)

  const controls = page.getByRole('group', { name: '朗读' })
  await controls.getByRole('button', { name: '朗读本页' }).click()
  // The first sentence is the article's title; it is what is highlighted.
  await expect.poll(() => spoken(page)).toEqual([article.title])
  expect(await highlighted(page)).toEqual([article.title])
  await expect(controls).toContainText('正在朗读第 1 /')

  // When the engine finishes a sentence, the next is read: the first sentence of the meta line
  // or the text, never the controls themselves.
  await page.evaluate(() => window.__speech.finish())
  await expect.poll(async () => (await spoken(page)).length).toBe(2)
  const second = (await spoken(page))[1]!
  expect(second).not.toContain('朗读')
  expect(await highlighted(page)).toEqual([second])
  const text = await page.locator('article').innerText()
  expect(text.replace(/\s+/g, ' ')).toContain(second)

  await controls.getByRole('button', { name: '暂停' }).click()
  await controls.getByRole('button', { name: '继续' }).click()
  await controls.getByRole('button', { name: '停止' }).click()
  await expect(controls.getByRole('button', { name: '朗读本页' })).toBeVisible()
  expect(await highlighted(page)).toEqual([])
  const calls = await page.evaluate(() => window.__speech.calls)
  expect(calls.slice(-3)).toEqual(['pause', 'resume', 'cancel'])

  // Read through to the end: every sentence of the article is handed over once, in order.
  await controls.getByRole('button', { name: '朗读本页' }).click()
  for (let i = 0; i < 400; i++) {
    const playing = await controls.getByRole('button', { name: '停止' }).isVisible()
    if (!playing) break
    await page.evaluate(() => window.__speech.finish())
  }
  await expect(controls.getByRole('button', { name: '朗读本页' })).toBeVisible()
  const all = (await spoken(page)).slice(2)
  expect(all[0]).toBe(article.title)
  const body = (await page.locator('.prose').innerText()).replace(/\s+/g, '')
  const read = all.join('').replace(/\s+/g, '')
  expect(read).toContain(body.slice(0, 40))
  expect(read).toContain(body.slice(-20))
})

test('without a Mandarin voice there is no read-aloud control', async ({ page }) => {
  await fakeSpeech(page, ['en-US', 'zh-HK'])
  await page.goto('/news/1')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('group', { name: '朗读' })).toHaveCount(0)
})
