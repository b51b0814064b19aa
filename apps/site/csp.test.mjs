import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { test } from 'node:test'
import { consoleOrigins, contentSecurityPolicy, inlineScriptHashes } from './csp.mjs'

const hashOf = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (policy, name) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))

test('script-src allows exactly the given hashes, never inline scripts in general', () => {
  const policy = contentSecurityPolicy({}, ["'sha256-a'", "'sha256-b'"])
  assert.equal(directive(policy, 'script-src'), "script-src 'self' 'sha256-a' 'sha256-b'")
  assert.doesNotMatch(directive(policy, 'script-src'), /unsafe/)
  assert.match(policy, /frame-ancestors 'none'/)
  assert.match(policy, /object-src 'none'/)
})

test('images, media and calls may reach both API origins, once each', () => {
  const policy = contentSecurityPolicy(
    { apiBaseUrl: 'http://127.0.0.1:8001/x', publicApiBaseUrl: 'https://cms.example.edu.cn/' },
    [],
  )
  for (const name of ['img-src', 'connect-src', 'media-src']) {
    const d = directive(policy, name)
    assert.ok(d.includes('http://127.0.0.1:8001') && d.includes('https://cms.example.edu.cn'), d)
  }
  const same = contentSecurityPolicy(
    { apiBaseUrl: 'https://a.test', publicApiBaseUrl: 'https://a.test/' },
    [],
  )
  assert.equal(directive(same, 'connect-src'), "connect-src 'self' https://a.test")
})

test('the inline scripts of a page are hashed; external scripts and data blocks are not', () => {
  const html = [
    '<html><head><script>self.__next_f=self.__next_f||[]</script>',
    '<script src="/_next/static/chunks/a.js" async></script>',
    '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
    '</head><body><script type="module">import "/m.js"</script>',
    '<script>self.__next_f.push([1,"x"])</script><script>self.__next_f.push([1,"x"])</script></body></html>',
  ].join('')
  assert.deepEqual(
    inlineScriptHashes(html).sort(),
    [
      hashOf('self.__next_f=self.__next_f||[]'),
      hashOf('import "/m.js"'),
      hashOf('self.__next_f.push([1,"x"])'),
    ].sort(),
  )
})

test('a draft preview may be framed by exactly the console’s origins, every other page by none', () => {
  const config = {
    apiBaseUrl: 'http://127.0.0.1:8001',
    publicApiBaseUrl: 'https://cms.example.edu.cn',
    consoleUrls: 'https://cms.example.edu.cn/, http://10.0.0.5:3001,https://cms.example.edu.cn/admin',
  }
  const framed = contentSecurityPolicy(config, [], { framedByConsole: true })
  assert.equal(
    directive(framed, 'frame-ancestors'),
    'frame-ancestors https://cms.example.edu.cn http://10.0.0.5:3001',
  )
  assert.equal(directive(contentSecurityPolicy(config, []), 'frame-ancestors'), "frame-ancestors 'none'")
  // Unset: the API's public origin, where the console is served too; never the internal one.
  assert.deepEqual(consoleOrigins({ ...config, consoleUrls: undefined }), ['https://cms.example.edu.cn'])
  assert.deepEqual(consoleOrigins({}), ['http://127.0.0.1:3001'])
})
