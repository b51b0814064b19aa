import { expect, test } from '@playwright/test'
import { clearAttempts, idCard, staffAs } from '../../lib/api'
import { adminToken, captchaAfter } from '../../lib/browser'

/**
 * The 信息公开 column (issue 23): a visitor files a request for disclosure on the public form, the
 * disclosure office extends it once and answers it (REST, as the console does), and the visitor
 * sees the answer by the tracking code, without any personal data.
 */
test('a request for disclosure is filed, extended once, answered, and tracked by its code', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const answer = await captchaAfter(
    page,
    request,
    admin,
    () => page.goto('/schoolOverview/schoolAffairsOpen'),
    'Request/captcha',
  )

  // The catalogue by the Ministry's list, with an item's documents opened.
  const catalog = page.getByTestId('disclosure-catalog')
  await expect(catalog.getByRole('heading', { name: '财务资产及收费信息' })).toBeVisible()
  await catalog.getByText('（6）信息公开年度报告').click()
  await expect(catalog.getByRole('link', { name: /信息公开工作年度报告/ }).first()).toBeVisible()

  const idNumber = idCard(431)
  await page.getByLabel('申请人姓名').fill('孙丽华')
  await page.getByLabel('证件号码').fill(idNumber)
  await page.getByLabel('联系电话').fill('13811112222')
  await page.getByLabel('电子邮箱').fill('sunlihua@example.com')
  await page.getByLabel('所需信息的内容描述').fill('申请公开学校开放教育学费减免政策的执行情况与受益人数。')
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(answer)
  await page.getByRole('button', { name: '提交申请' }).click()
  const code = page.getByTestId('disclosure-code')
  await expect(code).toHaveText(/^[A-Z0-9]{12}$/)
  const trackingCode = (await code.textContent())!.trim()

  // The office extends it once, with a reason, then answers.
  const office = await staffAs(request, 'disclosure')
  const id = await office.api.idWhere('disclosure-requests', 'tracking_code', trackingCode)
  expect(
    (
      await office.api.patch(`/disclosure-requests/${id}`, {
        status: 'extended',
        extension_reason: '需财务处核实数据。',
      })
    ).status(),
  ).toBe(200)
  const reply = '经核实，本学年共有 126 名学员享受学费减免，相关政策见学生资助栏目。'
  expect((await office.api.patch(`/disclosure-requests/${id}`, { status: 'answered', reply })).status()).toBe(
    200,
  )

  await page.getByLabel('申请查询码').fill(trackingCode.toLowerCase())
  await page.getByRole('form', { name: '申请查询' }).getByRole('button', { name: '查询' }).click()
  const result = page.getByTestId('disclosure-result')
  await expect(result.getByTestId('disclosure-status')).toHaveText('已答复')
  await expect(result.getByTestId('disclosure-reply')).toContainText(reply)
  await expect(result).toContainText('已延期：需财务处核实数据。')
  for (const personal of [idNumber, '孙丽华', '13811112222']) await expect(result).not.toContainText(personal)
})

/**
 * The column's annual reports and its search: from the catalogue to the latest report's page and
 * its PDF, then a search by keyboard with two pages of results, and a search that finds nothing.
 */
test('annual reports with their PDFs, and a search within disclosure with pages and an empty state', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await page.goto('/schoolOverview/schoolAffairsOpen')
  const nav = page.getByRole('navigation', { name: '信息公开栏目' })
  await expect(nav.getByRole('link', { name: '信息公开目录' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: '信息公开年度报告' }).click()
  await expect(page).toHaveURL(/\/schoolAffairsOpen\/annualReport$/)
  const reports = page.getByTestId('disclosure-reports').getByRole('listitem')
  await expect(reports).toHaveCount(2)
  const latest = reports.first().getByRole('link', { name: /学年信息公开工作年度报告$/ })
  const title = (await latest.textContent())!
  await latest.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('信息公开年度报告')
  const download = page.getByTestId('report-download').getByRole('link', { name: /下载报告全文（PDF/ })
  const pdfUrl = (await download.getAttribute('href'))!
  expect(pdfUrl).toMatch(/\.pdf$/)
  const pdf = await request.get(pdfUrl)
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The search: labelled, submitted with the keyboard, paged by ten.
  await page
    .getByRole('navigation', { name: '信息公开栏目' })
    .getByRole('link', { name: '信息公开检索' })
    .click()
  await expect(page.getByText('请输入关键词，检索信息公开目录中的事项与文件。')).toBeVisible()
  const input = page.getByRole('searchbox', { name: '关键词' })
  await input.focus()
  await page.keyboard.type('的')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/schoolAffairsOpen\/search\?keyword=/)
  const total = Number(await page.getByTestId('disclosure-total').textContent())
  expect(total).toBeGreaterThan(10)
  await expect(page.getByTestId('disclosure-hit')).toHaveCount(10)
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByTestId('disclosure-hit')).toHaveCount(Math.min(10, total - 10))
  // A hit opens in place to its documents.
  await page.getByTestId('disclosure-hit').first().locator('summary').click()

  await input.fill('没有这样的公开事项')
  await input.press('Enter')
  await expect(page.getByTestId('disclosure-search-empty')).toContainText(
    '没有找到与“没有这样的公开事项”相关的公开事项或文件',
  )
})
