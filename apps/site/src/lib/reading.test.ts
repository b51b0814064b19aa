import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { runInNewContext } from 'node:vm'
import {
  DEFAULT_READING,
  READING_KEY,
  READING_PREPAINT,
  applyReading,
  parseReading,
  zoomIn,
  zoomOut,
} from './reading'

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
  '{"cursor":"black","guide":"line","caption":true,"zoom":1.3,"text":true}',
  '{"cursor":"white","guide":"cross","zoom":2}',
  '{"cursor":"red","guide":1,"caption":"on","zoom":1.35,"text":"yes"}',
  '{"zoom":1}',
  '{"zoom":"1.5"}',
]

describe('parseReading', () => {
  it('reads the stored settings', () => {
    assert.deepEqual(parseReading('{"elder":2,"contrast":true,"hant":true}'), {
      ...DEFAULT_READING,
      elder: 2,
      contrast: true,
      hant: true,
    })
    assert.deepEqual(parseReading('{"elder":1}'), { ...DEFAULT_READING, elder: 1 })
    assert.deepEqual(
      parseReading('{"zoom":1.5,"cursor":"white","guide":"cross","caption":true,"text":true}'),
      {
        ...DEFAULT_READING,
        zoom: 1.5,
        cursor: 'white',
        guide: 'cross',
        caption: true,
        text: true,
      },
    )
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
      '{"zoom":1.35,"cursor":"red","guide":1,"caption":"on"}',
    ])
      assert.deepEqual(parseReading(raw), DEFAULT_READING, String(raw))
  })
})

describe('applyReading', () => {
  it('shows the settings as attributes of <html>, and removes them when turned off', () => {
    const r = root()
    applyReading(r as unknown as HTMLElement, {
      elder: 2,
      contrast: true,
      hant: true,
      cursor: 'black',
      guide: 'cross',
      caption: true,
      zoom: 1.5,
      text: true,
    })
    assert.deepEqual(shown(r), {
      elder: '2',
      contrast: 'high',
      cursor: 'black',
      guide: 'cross',
      caption: 'on',
      zoom: '1.5',
      textOnly: 'on',
      lang: 'zh-Hant',
    })
    applyReading(r as unknown as HTMLElement, DEFAULT_READING)
    assert.deepEqual(shown(r), { lang: 'zh-CN' })
  })
})

describe('zoom steps', () => {
  it('go from 1 to 1.1 … 2.0 and stop at both ends', () => {
    assert.equal(zoomIn(1), 1.1)
    assert.equal(zoomIn(1.9), 2)
    assert.equal(zoomIn(2), 2)
    assert.equal(zoomOut(1.1), 1)
    assert.equal(zoomOut(1), 1)
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
