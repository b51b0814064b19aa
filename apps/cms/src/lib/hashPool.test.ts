import assert from 'node:assert/strict'
import { randomBytes, scryptSync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { HashPool, PoolBusyError } from './hashPool'
import { renderCaptcha } from './captchaImage'

const params = { N: 1024, r: 8, p: 1, keylen: 32 }

describe('hash pool', () => {
  it('computes what scrypt computes, off the event loop', async () => {
    const pool = new HashPool(2, 1000)
    const salt = randomBytes(16)
    const keys = await Promise.all(['a', 'b', 'c'].map((p) => pool.scrypt(p, salt, params)))
    keys.forEach((k, i) => assert.deepEqual(k, scryptSync(['a', 'b', 'c'][i]!, salt, 32, params)))
  })

  it('keeps scrypt’s 32 MiB block between checks instead of faulting in fresh pages each time', async (t) => {
    if (process.platform !== 'linux') return t.skip('reads /proc')
    const pool = new HashPool(1, 60_000)
    const heavy = { N: 2 ** 15, r: 8, p: 1, keylen: 32 }
    const salt = randomBytes(16)
    await pool.scrypt('warm', salt, heavy)
    // Minor page faults of the worker (field 10 of /proc/<pid>/stat).
    const faults = () =>
      Number(readFileSync(`/proc/${pool.pids[0]}/stat`, 'utf8').split(') ')[1]!.split(' ')[7])
    const before = faults()
    for (const pw of ['a', 'b']) await pool.scrypt(pw, salt, heavy)
    // A fresh 32 MiB block is 8,192 pages; a kept one faults in none of them again.
    assert.ok((faults() - before) / 2 < 1000, `${(faults() - before) / 2} page faults a check`)
  })

  it('refuses a login at once when the queue ahead would take too long, with a wait to retry', () => {
    const pool = new HashPool(1, 100)
    const first = pool.admit()
    // One place taken, one hash of unknown length (a pessimistic 250 ms) ahead: refused.
    assert.throws(
      () => pool.admit(),
      (e: unknown) => e instanceof PoolBusyError && e.retryAfter >= 1,
    )
    first.release()
    pool.admit().release()
    // `force` takes a place whatever the queue (a delayed try that was admitted before).
    const forced = [pool.admit(true), pool.admit(true)]
    forced.forEach((t) => t.release())
  })

  it('refuses a queued login that waited past the limit, but never other work', async () => {
    const pool = new HashPool(1, 1, 1)
    const salt = randomBytes(16)
    const heavy = { N: 16384, r: 8, p: 1, keylen: 32 }
    const running = pool.scrypt('x', salt, heavy)
    const login = pool.scrypt('y', salt, heavy, true)
    const other = pool.scrypt('z', salt, params)
    await running
    await assert.rejects(login, PoolBusyError)
    assert.equal((await other).length, 32)
  })
})

describe('captcha image', () => {
  it('is a small PNG that costs well under 5 ms of CPU', async () => {
    await renderCaptcha('WARM')
    const cpu = process.cpuUsage()
    let url = ''
    for (let i = 0; i < 50; i++) url = await renderCaptcha('AB3K')
    const used = process.cpuUsage(cpu)
    assert.match(url, /^data:image\/png;base64,iVBORw0KGgo/)
    assert.ok((used.user + used.system) / 1000 / 50 < 5)
  })
})
