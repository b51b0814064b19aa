import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { ensureSecrets } from './secrets.mjs'

describe('demo secrets', () => {
  it('writes random secrets on the first run and never replaces them', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ou-env-')), '.env')
    writeFileSync(file, 'DATABASE_URL=\nPAYLOAD_SECRET=\nSITE_URL=http://127.0.0.1:3000')
    assert.deepEqual(ensureSecrets(file, {}), ['PAYLOAD_SECRET', 'STUDENT_TOKEN_SECRET', 'REVALIDATE_SECRET'])
    const first = readFileSync(file, 'utf8')
    assert.match(first, /^PAYLOAD_SECRET=[\w-]{43}$/m)
    assert.match(first, /^SITE_URL=http:\/\/127\.0\.0\.1:3000$/m)
    assert.equal(first.match(/PAYLOAD_SECRET=/g)?.length, 1)
    assert.deepEqual(ensureSecrets(file, {}), [])
    assert.equal(readFileSync(file, 'utf8'), first)
  })

  it('leaves alone what the environment already sets', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ou-env-')), '.env')
    assert.deepEqual(ensureSecrets(file, { PAYLOAD_SECRET: 'x'.repeat(40) }), [
      'STUDENT_TOKEN_SECRET',
      'REVALIDATE_SECRET',
    ])
    assert.doesNotMatch(readFileSync(file, 'utf8'), /PAYLOAD_SECRET/)
  })
})
