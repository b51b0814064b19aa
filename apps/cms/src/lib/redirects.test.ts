import assert from 'node:assert/strict'
import { test } from 'node:test'
import { findLoop, needsReview, nginxKey, nginxMap, normaliseFrom, normaliseTo } from './redirects'

test('sources are paths; full addresses keep their path', () => {
  assert.equal(normaliseFrom('/2022/0929/c740a4663/page.htm'), '/2022/0929/c740a4663/page.htm')
  assert.equal(normaliseFrom('http://www.old.edu.cn/a/b/?x=1'), '/a/b')
  assert.equal(normaliseFrom('a/b'), null)
  assert.equal(normaliseFrom('//evil.com'), null)
  assert.equal(normaliseTo('https://example.com/x'), 'https://example.com/x')
  assert.equal(normaliseTo('javascript:alert(1)'), null)
})

test('a loop is found through a chain, an outside target ends it', () => {
  const rules = new Map([
    ['/b', '/c'],
    ['/c', '/a'],
  ])
  assert.deepEqual(findLoop('/a', '/b', rules), ['/a', '/b', '/c', '/a'])
  assert.deepEqual(findLoop('/a', '/a', new Map()), ['/a', '/a'])
  assert.equal(findLoop('/a', '/b', new Map([['/b', 'https://x.cn/a']])), null)
  assert.equal(findLoop('/a', '/d', rules), null)
})

test('the nginx map quotes each address', () => {
  const map = nginxMap([{ from: '/a"b', to: '/c', type: '302' }])
  assert.match(map, /"\/a\\"b" "\/c";/)
  assert.ok(map.includes('map $uri $ou_redirect_302 {\n    default "";\n    "/a\\"b" "/c";\n}'), map)
  assert.ok(map.includes('map $uri $ou_redirect_301 {\n    default "";\n}'), map)
})

test('nginx keys ignore case and percent-encoding; the map never holds one key twice', () => {
  assert.equal(nginxKey('/zzCase'), nginxKey('/zzcase'))
  assert.equal(nginxKey('/zzdup%41'), nginxKey('/zzdupA'))
  assert.notEqual(nginxKey('/a'), nginxKey('/b'))
  const map = nginxMap([
    { from: '/Old', to: '/x', type: '301' },
    { from: '/old', to: '/y', type: '301' },
  ])
  assert.equal(map.match(/"\/old" /gi)?.length, 1, map)
})

test('a redirect needs review when it takes over a route or leaves the school', () => {
  const school = { hosts: ['ou.edu.cn'], origins: ['http://127.0.0.1:3000'] }
  assert.equal(needsReview('/2022/0929/c1/page.htm', '/news', school), false)
  assert.equal(needsReview('/2022/0929/c1/page.htm', 'https://lib.ou.edu.cn/x', school), false)
  assert.equal(needsReview('/2022/0929/c1/page.htm', 'http://127.0.0.1:3000/news', school), false)
  assert.equal(needsReview('/platforms', '/news', school), true)
  assert.equal(needsReview('/', '/news', school), true)
  assert.equal(needsReview('/NEWS/notice/1', '/news', school), true)
  assert.equal(needsReview('/old', 'http://127.0.0.1:6380/', school), true)
  assert.equal(needsReview('/old', 'https://ou.edu.cn.evil.test/', school), true)
  assert.equal(needsReview('/old', 'https://lib.ou.edu.cn:8443/', school), true)
})
