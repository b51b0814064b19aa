import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { IMAGES } from './images'

// Pictures carried their captions baked in, so pages that print the caption showed it twice.
describe('demo pictures', () => {
  it('photographs and banners carry no words (text belongs in the HTML)', () => {
    const scenes = Object.entries(IMAGES).filter(
      ([key]) => !/^(qr|icon|logo)/.test(key), // badges whose glyph is the picture
    )
    assert.ok(scenes.length > 20)
    for (const [key, def] of scenes) assert.doesNotMatch(def.svg(), /<text\b/, key)
  })

  it('every portrait is a different drawing', () => {
    const portraits = Object.entries(IMAGES).filter(([key]) => key.startsWith('portrait'))
    assert.equal(new Set(portraits.map(([, d]) => d.svg())).size, portraits.length)
  })
})
