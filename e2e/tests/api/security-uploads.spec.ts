import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, staffAs } from '../../lib/api'

/**
 * Uploads never carry active content to the cms origin (docs/security.md, "Uploads"): SVG and
 * anything whose bytes are not the format it claims are refused, and every served file is inert.
 */

const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)
const ESC = '\x1b'
/** The reported attack: a script hidden in what a UTF-8 reader takes for a comment. */
const ISO_2022_JP_SVG = Buffer.from(
  `<?xml version="1.0" encoding="ISO-2022-JP"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
    `${ESC}$B<!--${ESC}(B<script>fetch('/cms-api/users',{method:'POST',credentials:'include'})</script>--></svg>`,
  'latin1',
)
const PLAIN_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
)
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>')
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 1\n0000000000 65535 f \ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
)

async function upload(
  request: APIRequestContext,
  token: string,
  collection: 'media' | 'files',
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  return request.post(`${CMS_URL}/cms-api/${collection}?depth=0`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file,
      _payload: JSON.stringify(collection === 'media' ? { alt: '上传测试' } : { title: '上传测试' }),
    },
  })
}

test('SVG and disguised files are refused in the media library and among attachments', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const cases: [string, 'media' | 'files', { name: string; mimeType: string; buffer: Buffer }][] = [
    ['ISO-2022-JP SVG', 'media', { name: 'x.svg', mimeType: 'image/svg+xml', buffer: ISO_2022_JP_SVG }],
    ['plain SVG', 'media', { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: PLAIN_SVG }],
    ['SVG named .png', 'media', { name: 'logo.png', mimeType: 'image/png', buffer: PLAIN_SVG }],
    ['HTML named .png', 'media', { name: 'a.png', mimeType: 'image/png', buffer: HTML }],
    ['HTML named .doc', 'files', { name: 'a.doc', mimeType: 'application/msword', buffer: HTML }],
    [
      'SVG named .docx',
      'files',
      {
        name: 'a.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: ISO_2022_JP_SVG,
      },
    ],
  ]
  for (const [label, collection, file] of cases) {
    const res = await upload(request, editor.token, collection, file)
    expect(res.status(), label).toBe(400)
    const body = (await res.json()) as {
      errors: { message: string; data?: { errors?: { message: string }[] } }[]
    }
    expect(JSON.stringify(body), label).toMatch(/只能上传/)
  }
})

test('served uploads are inert: sandboxed CSP, nosniff, attachments for downloads', async ({ request }) => {
  const editor = await staffAs(request, 'editor')
  // Each is accepted, then served with the sandboxing policy and nosniff.
  const served = async (
    collection: 'media' | 'files',
    file: { name: string; mimeType: string; buffer: Buffer },
  ) => {
    const res = await upload(request, editor.token, collection, file)
    expect(res.status()).toBe(201)
    const doc = ((await res.json()) as { doc: { id: number; url: string; filename: string } }).doc
    const got = await request.get(new URL(doc.url, CMS_URL).toString())
    expect(got.status()).toBe(200)
    expect(got.headers()['content-security-policy']).toBe(UPLOAD_CSP)
    expect(got.headers()['x-content-type-options']).toBe('nosniff')
    return { doc, headers: got.headers() }
  }

  const { doc: media, headers: image } = await served('media', {
    name: 'inert.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  expect(media.filename).toMatch(/^inert-[0-9a-f]{10}\.png$/)
  expect(image['content-type']).toBe('image/png')
  expect(image['content-disposition'] ?? '').not.toContain('attachment')

  const { doc: file, headers: dl } = await served('files', {
    name: '招生简章.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  // Attachments are named after their content, like images.
  expect(file.filename).toMatch(/-[0-9a-f]{10}\.pdf$/)
  expect(dl['content-disposition']).toContain('attachment')

  // A missing file under the same path gets the same policy, never the console's.
  const missing = await request.get(`${CMS_URL}/cms-api/media/file/none-0000000000.svg`)
  expect(missing.headers()['content-security-policy']).toBe(UPLOAD_CSP)

  const admin = await staffAs(request, 'admin')
  await admin.api.delete(`/media/${media.id}`)
  await admin.api.delete(`/files/${file.id}`)
})
