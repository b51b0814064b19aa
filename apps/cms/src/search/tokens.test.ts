import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { matchExpression, queryGrams, tokenize } from './tokens'

describe('search tokens', () => {
  it('indexes CJK as characters and bigrams, Latin as words', () => {
    assert.deepEqual(tokenize('开放大学 Open University 2026年'), {
      u: '开 放 大 学 年',
      b: '开放 放大 大学 open university 2026 年',
    })
  })
  it('turns a query into a phrase of bigrams, one term per word', () => {
    assert.equal(matchExpression('银杏'), '{tb bb} : "银杏"')
    assert.equal(matchExpression('开放大学'), '{tb bb} : "开放 放大 大学"')
    assert.equal(matchExpression('校'), '{tu bu} : "校"')
    assert.equal(matchExpression('MOOC 课程'), '{tb bb} : "mooc"* AND {tb bb} : "课程"')
  })
  it('drops what cannot be searched, so quotes never reach the index', () => {
    assert.equal(matchExpression('"*:()'), null)
    assert.equal(matchExpression('a"b'), '{tb bb} : "a"* AND {tb bb} : "b"*')
  })
  it('gives PostgreSQL the index keys a query needs: bigrams, a lone character, no Latin words', () => {
    assert.deepEqual(queryGrams('开放大学'), ['开放', '放大', '大学'])
    assert.deepEqual(queryGrams('校 MOOC 课程'), ['校', '课程'])
    assert.deepEqual(queryGrams('MOOC'), [])
  })
})
