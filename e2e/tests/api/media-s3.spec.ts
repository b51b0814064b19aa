import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import S3rver from 's3rver'
import { adminToken } from '../../lib/api'
import { freePort } from '../../lib/http'

/**
 * Media on S3-compatible storage: a second cms instance on the suite's database, configured with
 * S3 settings pointing at s3rver (an S3 server from the npm registry) on loopback. An image uploaded
 * through it lands in the bucket, not in its MEDIA_DIR, and is served at the usual URL.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const cmsDir = path.join(root, 'apps/cms')
const BUCKET = 'ou-media'

// A 2×2 PNG, so sharp makes real renditions of it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

test('with S3 settings, uploaded media go to the bucket and are served at the usual URL', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const work = mkdtempSync(path.join(tmpdir(), 'ou-s3-'))
  const s3Port = await freePort()
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: path.join(work, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  const port = await freePort()
  const mediaDir = path.join(work, 'media')
  let cms: ChildProcess | undefined
  try {
    cms = spawn(process.execPath, [path.join(cmsDir, 'server.mjs'), '-p', String(port)], {
      cwd: cmsDir,
      env: {
        ...process.env,
        SITE_URL: 'none',
        JOBS_AUTORUN: '0',
        CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
        MEDIA_DIR: mediaDir,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_FORCE_PATH_STYLE: '1',
        // s3rver's fixed credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      stdio: 'ignore',
      detached: true,
    })
    const base = `http://127.0.0.1:${port}`
    await expect
      .poll(
        () =>
          fetch(`${base}/api/system.Health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)

    const token = await adminToken(request)
    const upload = await request.post(`${base}/cms-api/media`, {
      headers: { authorization: `JWT ${token}` },
      multipart: {
        _payload: JSON.stringify({ alt: '存储桶中的图片' }),
        file: { name: 's3-check.png', mimeType: 'image/png', buffer: PNG },
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const doc = ((await upload.json()) as { doc: { id: number; url: string; filename: string } }).doc

    // In the bucket (s3rver keeps each object as a file under its bucket's directory), not on disk.
    const stored = readdirSync(path.join(work, 's3', BUCKET), { recursive: true }).map(String)
    expect(stored.some((f) => f.startsWith(doc.filename))).toBe(true)
    expect(existsSync(path.join(mediaDir, doc.filename))).toBe(false)

    // Served by the cms from the bucket, byte for byte, at the URL the API hands out.
    const file = await fetch(new URL(new URL(doc.url, base).pathname, base))
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)

    const removed = await request.delete(`${base}/cms-api/media/${doc.id}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(removed.ok()).toBe(true)
  } finally {
    if (cms?.pid) process.kill(-cms.pid, 'SIGKILL')
    await s3.close()
    rmSync(work, { recursive: true, force: true })
  }
})
