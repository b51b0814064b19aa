import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { refreshedTable } from './refreshed-table'

describe('refreshedTable', () => {
  it('shares one read at a time and keeps the last good table when a read fails', async () => {
    let reads = 0
    let answer: string[] | null = ['a']
    const table = refreshedTable(`test-${Math.random()}`, [] as string[], async () => {
      reads++
      await new Promise((r) => setTimeout(r, 10))
      return answer
    })
    assert.deepEqual(table.get(), [])
    await Promise.all([table.load(), table.load(), table.fresh()])
    assert.equal(reads, 1)
    assert.deepEqual(table.get(), ['a'])
    answer = null
    table.use(['b'])
    await table.load()
    assert.deepEqual(table.get(), ['b'], 'a failed read keeps the table')
  })

  it('reads a stale table again in the background for now(), and first for fresh()', async () => {
    let reads = 0
    const table = refreshedTable(`test-${Math.random()}`, 0, async () => ++reads)
    // Never read: stale. now() answers at once and starts a read.
    assert.equal(table.now(), 0)
    await table.load()
    assert.equal(table.get(), 1)
    // Just read: fresh() does not read again.
    assert.equal(await table.fresh(), 1)
    assert.equal(reads, 1)
    table.use(5)
    assert.equal(table.now(), 5)
    assert.equal(reads, 1, 'a table just taken is not read again')
  })

  it('a throwing read keeps the table', async () => {
    const table = refreshedTable(`test-${Math.random()}`, 'kept', async () => {
      throw new Error('cms restarting')
    })
    await table.load()
    assert.equal(table.get(), 'kept')
  })
})
