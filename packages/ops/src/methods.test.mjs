import assert from 'node:assert/strict'
import { createServer, request } from 'node:http'
import { describe, it } from 'node:test'
import { refuseUnknownMethod } from './methods.mjs'

const ask = (port, method) =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/' }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('unusual request methods', () => {
  it('answers TRACE and other unknown methods with the 405 envelope, and lets the usual ones through', async () => {
    const server = createServer((req, res) => {
      if (!refuseUnknownMethod(req, res)) res.end('passed')
    })
    await new Promise((r) => server.listen(0, '127.0.0.1', r))
    const port = server.address().port
    try {
      for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
        const a = await ask(port, method)
        assert.equal(a.status, 405, method)
        assert.match(a.allow, /GET, HEAD/)
        assert.deepEqual(JSON.parse(a.body), { code: 405, msg: '不支持该请求方法', data: null })
      }
      for (const method of ['GET', 'POST', 'OPTIONS']) assert.equal((await ask(port, method)).body, 'passed')
    } finally {
      server.close()
    }
  })
})
