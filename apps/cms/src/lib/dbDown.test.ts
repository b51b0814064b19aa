import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { databaseAnswers, isDatabaseUnavailable } from './dbDown'

const coded = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('knows the ways PostgreSQL goes away', () => {
    for (const e of [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('the database system is shutting down', '57P03'),
      coded('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
      new Error('Error: cannot begin transaction: read ECONNRESET'),
      new Error('Error: cannot begin transaction: write EPIPE'),
    ])
      assert.equal(isDatabaseUnavailable(e), true, String(e))
  })

  it('looks through the errors that wrap it (drizzle, Payload)', () => {
    const cause = coded('terminating connection due to administrator command', '57P01')
    const drizzle = Object.assign(new Error('Failed query: select 1\nparams: '), { cause })
    assert.equal(isDatabaseUnavailable(drizzle), true)
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('outer'), { cause: drizzle })), true)
  })

  it('knows a SQLite database locked past its busy timeout', () => {
    assert.equal(isDatabaseUnavailable(coded('SQLITE_BUSY: database is locked', 'SQLITE_BUSY')), true)
  })

  it('leaves other failures alone: they stay 500s', () => {
    for (const e of [
      new Error('Cannot read properties of undefined'),
      coded('duplicate key value violates unique constraint', '23505'),
      coded('relation "x" does not exist', '42P01'),
      coded('ENOENT: no such file', 'ENOENT'),
      'Connection terminated',
      null,
    ])
      assert.equal(isDatabaseUnavailable(e), false, String(e))
    const loop: Error & { cause?: unknown } = new Error('loop')
    loop.cause = loop
    assert.equal(isDatabaseUnavailable(loop), false)
  })
})

describe('databaseAnswers', () => {
  it('is true when the probe answers, false when it throws or takes too long', async () => {
    assert.equal(await databaseAnswers(async () => [{ ok: 1 }]), true)
    assert.equal(await databaseAnswers(() => Promise.reject(new Error('connect ECONNREFUSED'))), false)
    const started = Date.now()
    assert.equal(await databaseAnswers(() => new Promise(() => {}), 50), false)
    assert.ok(Date.now() - started < 1000)
  })
})
