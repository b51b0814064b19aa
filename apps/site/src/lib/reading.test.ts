import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DEFAULT_READING, READING_PREPAINT, parseReading, zoomIn, zoomOut } from './reading'

test('stored settings are read strictly; anything else is the default', () => {
  assert.deepEqual(parseReading(null), DEFAULT_READING)
  assert.deepEqual(parseReading('{"zoom":1.35,"cursor":"red","guide":1}'), DEFAULT_READING)
  assert.deepEqual(parseReading('{"zoom":1.5,"cursor":"white","guide":"cross","caption":true,"text":true}'), {
    ...DEFAULT_READING,
    zoom: 1.5,
    cursor: 'white',
    guide: 'cross',
    caption: true,
    text: true,
  })
})

test('zoom steps go from 1 to 1.1 … 2.0 and stop at both ends', () => {
  assert.equal(zoomIn(1), 1.1)
  assert.equal(zoomIn(1.9), 2)
  assert.equal(zoomIn(2), 2)
  assert.equal(zoomOut(1.1), 1)
  assert.equal(zoomOut(1), 1)
})

test('the before-paint script applies the same settings as applyReading', () => {
  const dataset: Record<string, string> = {}
  const document = { documentElement: { dataset, lang: 'zh-CN' } }
  const localStorage = {
    getItem: () => '{"elder":2,"cursor":"black","guide":"line","caption":true,"zoom":1.3,"text":true}',
  }
  new Function('document', 'localStorage', READING_PREPAINT)(document, localStorage)
  assert.deepEqual(dataset, {
    elder: '2',
    cursor: 'black',
    guide: 'line',
    caption: 'on',
    zoom: '1.3',
    textOnly: 'on',
  })
})
