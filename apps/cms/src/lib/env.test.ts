import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEV_SECRETS } from '@ou/contract/secrets'
import { ConfigError, loadEnv } from './env'

const strong = (c: string) => c.repeat(40)
const prodSecrets = {
  PAYLOAD_SECRET: strong('p'),
  STUDENT_TOKEN_SECRET: strong('s'),
  REVALIDATE_SECRET: strong('r'),
}

describe('cms env', () => {
  it('reads an empty value as unset', () => {
    const e = loadEnv({ REVALIDATE_SECRET: '', CMS_PUBLIC_URL: '  ', SMTP_PORT: '', DATABASE_URL: '' })
    // The site falls back to the same development value, so the two apps agree.
    assert.equal(e.revalidateSecret, DEV_SECRETS.REVALIDATE_SECRET)
    assert.equal(e.publicUrl, 'http://127.0.0.1:3001')
    assert.equal(e.smtp.port, 587)
    assert.equal(e.isPostgres, false)
  })

  it('refuses to run production with a missing, short or published secret, naming each', () => {
    for (const [name, value, why] of [
      ['PAYLOAD_SECRET', '', 'is not set'],
      ['STUDENT_TOKEN_SECRET', 'short', 'shorter than 32 bytes'],
      ['REVALIDATE_SECRET', DEV_SECRETS.REVALIDATE_SECRET, 'published default'],
      ['PAYLOAD_SECRET', 'test-payload-secret', 'published default'],
    ] as const) {
      assert.throws(
        () => loadEnv({ ...prodSecrets, NODE_ENV: 'production', [name]: value }),
        (e: unknown) => e instanceof ConfigError && e.message.includes(name) && e.message.includes(why),
      )
    }
    assert.equal(loadEnv({ ...prodSecrets, NODE_ENV: 'production' }).payloadSecret, strong('p'))
    // `next build` loads the config without the runtime secrets.
    assert.doesNotThrow(() => loadEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }))
  })

  it('reads several console addresses; the first is the one links use', () => {
    const e = loadEnv({ CMS_PUBLIC_URL: 'https://cms.ou.edu.cn/, http://10.0.0.5:3001' })
    assert.equal(e.publicUrl, 'https://cms.ou.edu.cn')
    assert.deepEqual(e.consoleOrigins, ['https://cms.ou.edu.cn', 'http://10.0.0.5:3001'])
    assert.ok(e.school.origins.includes('http://10.0.0.5:3001'))
    // Unset (development): the default port at both loopback names.
    assert.deepEqual(loadEnv({}).consoleOrigins, ['http://127.0.0.1:3001', 'http://localhost:3001'])
  })

  it('rejects malformed values with the variable’s name', () => {
    for (const [name, value] of [
      ['DATABASE_URL', 'mysql://x'],
      ['SMTP_PORT', '70000'],
      ['CMS_PUBLIC_URL', 'ftp://x'],
      ['CMS_PUBLIC_URL', 'https://cms.ou.edu.cn,ftp://x'],
      ['TRUSTED_PROXIES', '10.0.0.0/99'],
      ['TRUSTED_PROXIES', 'proxy.example'],
      ['COOKIE_SECURE', 'yes'],
    ] as const) {
      assert.throws(
        () => loadEnv({ [name]: value }),
        (e: unknown) => e instanceof ConfigError && e.message.includes(name),
        name,
      )
    }
  })

  it('makes the console cookie Secure in production unless turned off', () => {
    assert.equal(loadEnv({ ...prodSecrets, NODE_ENV: 'production' }).cookieSecure, true)
    assert.equal(loadEnv({ ...prodSecrets, NODE_ENV: 'production', COOKIE_SECURE: '0' }).cookieSecure, false)
    assert.equal(loadEnv({ NODE_ENV: 'development' }).cookieSecure, false)
  })

  it('treats SITE_URL=none as no revalidation calls', () => {
    assert.deepEqual(loadEnv({ SITE_URL: 'none' }).siteUrls, [])
    assert.deepEqual(loadEnv({ SITE_URL: '' }).siteUrls, ['http://127.0.0.1:3000'])
  })

  it('reads SITE_URL as a list of site instances', () => {
    assert.deepEqual(loadEnv({ SITE_URL: 'http://10.0.0.1:3000/, http://10.0.0.2:3000' }).siteUrls, [
      'http://10.0.0.1:3000',
      'http://10.0.0.2:3000',
    ])
    assert.throws(() => loadEnv({ SITE_URL: 'http://10.0.0.1:3000,ftp://x' }), /SITE_URL/)
  })
})
