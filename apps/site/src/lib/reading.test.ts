import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { runInNewContext } from 'node:vm'
import { DEFAULT_READING, READING_KEY, READING_PREPAINT, applyReading, parseReading } from './reading'

/** What applyReading and the pre-paint script write on <html>. */
interface Root {
  dataset: Record<string, string | undefined>
  lang: string
}
const root = (): Root => ({ dataset: {}, lang: 'zh-CN' })
const shown = (r: Root) => ({ ...r.dataset, lang: r.lang })

const STORED = [
  null,
  '',
  'not json',
  'null',
  '[]',
  '{}',
  '{"elder":1}',
  '{"elder":2,"contrast":true,"hant":true}',
  '{"elder":3,"contrast":"yes","hant":1}',
  '{"elder":"2","contrast":true}',
  '{"hant":true}',
]

describe('parseReading', () => {
  it('reads the stored settings', () => {
    assert.deepEqual(parseReading('{"elder":2,"contrast":true,"hant":true}'), {
      elder: 2,
      contrast: true,
      hant: true,
    })
    assert.deepEqual(parseReading('{"elder":1}'), { elder: 1, contrast: false, hant: false })
  })

  it('reads anything unexpected as the default', () => {
    for (const raw of [
      null,
      '',
      'not json',
      'null',
      '[]',
      '{"elder":3,"contrast":"yes","hant":1}',
      '{"elder":"2"}',
    ])
      assert.deepEqual(parseReading(raw), DEFAULT_READING, String(raw))
  })
})

describe('applyReading', () => {
  it('shows the settings as attributes of <html>, and removes them when turned off', () => {
    const r = root()
    applyReading(r as unknown as HTMLElement, { elder: 2, contrast: true, hant: true })
    assert.deepEqual(shown(r), { elder: '2', contrast: 'high', lang: 'zh-Hant' })
    applyReading(r as unknown as HTMLElement, DEFAULT_READING)
    assert.deepEqual(shown(r), { lang: 'zh-CN' })
  })
})

describe('READING_PREPAINT', () => {
  it('writes on <html> what parseReading and applyReading would, for any stored value', () => {
    for (const raw of STORED) {
      const before = root()
      runInNewContext(READING_PREPAINT, {
        localStorage: { getItem: (k: string) => (k === READING_KEY ? raw : null) },
        document: { documentElement: before },
      })
      const after = root()
      applyReading(after as unknown as HTMLElement, parseReading(raw))
      assert.deepEqual(shown(before), shown(after), String(raw))
    }
  })

  it('never throws, even where storage is blocked', () => {
    assert.doesNotThrow(() =>
      runInNewContext(READING_PREPAINT, {
        localStorage: {
          getItem: () => {
            throw new Error('SecurityError')
          },
        },
        document: { documentElement: root() },
      }),
    )
  })
})
