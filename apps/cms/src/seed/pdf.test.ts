import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { minimalPdf } from './pdf'

describe('minimalPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = minimalPdf(['Annual Report 2025-2026', 'Costs (in yuan) \\ notes', '中文 becomes ?'])
    const text = pdf.toString('latin1')
    assert.ok(text.startsWith('%PDF-1.4\n'))
    assert.ok(text.endsWith('%%EOF\n'))
    const xref = Number(/startxref\n(\d+)\n/.exec(text)![1])
    assert.equal(text.slice(xref, xref + 4), 'xref')
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    assert.equal(offsets.length, 5)
    offsets.forEach((o, i) => assert.equal(text.slice(o, o + `${i + 1} 0 obj`.length), `${i + 1} 0 obj`))
    // Brackets and backslashes are escaped; what the standard fonts cannot draw becomes '?'.
    assert.ok(text.includes('(Costs \\(in yuan\\) \\\\ notes)'))
    assert.ok(text.includes('(?? becomes ?)'))
    const length = Number(/\/Length (\d+)/.exec(text)![1])
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'))
    assert.equal(Buffer.byteLength(stream, 'latin1'), length)
  })
})
