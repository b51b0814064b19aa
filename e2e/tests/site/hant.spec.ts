import { expect, test } from '@playwright/test'
import { data, idCard } from '../../lib/api'
import { fillValid, uniqueName } from '../../lib/signup'
import { loadSiteData } from './fixtures'

/**
 * 简/繁 (issue 12): the switch shows the whole page, cms content included, in traditional
 * characters through OpenCC's tables, is remembered, and never changes what a form submits.
 */

// Located by class: its own name (主导航) is converted with the page.
const nav = (page: import('@playwright/test').Page) => page.locator('nav.main-nav')

test('繁體 converts the whole page, content from the cms too, and is remembered; 简体 restores it', async ({
  page,
}) => {
  const { category, news: article } = await loadSiteData()
  await page.goto(`/news/${category.path_name}/${article.id}`)
  await expect(nav(page).getByRole('link', { name: '学校概况' })).toBeVisible()
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(article.title)

  await page.getByTestId('hant-toggle').click()
  await expect(page.getByTestId('hant-toggle')).toHaveAttribute('aria-pressed', 'true')
  // Known phrases of the header and of the news section, in OpenCC's Taiwan standard.
  await expect(nav(page).getByRole('link', { name: '學校概況' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: '辦學形式' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
  await expect(page).toHaveTitle(/開放大學/)
  // The article's own title, from the cms, is converted too (and differs from the original).
  const converted = (await h1.textContent())!.trim()
  expect(converted).not.toBe(article.title)
  expect(converted.length).toBe(article.title.length)

  // A page reached by a client-side navigation is converted as React renders it.
  await nav(page).getByRole('link', { name: '新聞中心' }).click()
  await page.waitForURL('**/news/**')
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('新聞中心')

  // Remembered across reloads.
  await page.reload()
  await expect(nav(page).getByRole('link', { name: '學校概況' })).toBeVisible()

  // Switching back restores the exact simplified text.
  await page.getByTestId('hant-toggle').click()
  await expect(nav(page).getByRole('link', { name: '学校概况' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page).toHaveTitle(/开放大学/)
})

test('with 繁體 on, a form submits exactly what the visitor typed', async ({ page, request }) => {
  const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })
  await page.goto(`/enrolling/openEducation/paymentRegistration?major_id=${majors.list[0]!.id}`)
  const name = uniqueName()
  const id = idCard(Date.now() % 1000, '19750312', '510104')
  await fillValid(page, name, id)
  const address = '成都市青羊区光华大道一段 100 号'

  await page.getByTestId('hant-toggle').click()
  await expect(page.getByLabel('通訊地址')).toBeVisible()
  // What the fields show is still what was typed: conversion never touches form values.
  await expect(page.getByRole('textbox', { name: '姓名', exact: true })).toHaveValue(name)
  await expect(page.getByLabel('通訊地址')).toHaveValue(address)
  const education = await page.getByLabel('現有學歷').inputValue()

  const sent = page.waitForRequest((r) => r.url().includes('enrolling.Enroll/add'))
  await page.getByRole('button', { name: '提交報名' }).click()
  const payload = (await sent).postDataJSON() as Record<string, unknown>
  expect(payload).toMatchObject({ name, id_card: id, address, education })
  await expect(page.getByTestId('enroll-success')).toBeVisible()
})
