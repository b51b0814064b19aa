import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { FORMAT_KEYS } from '@ou/contract/enums'
import { routeOf } from '@/test-support/app-routes'
import { EDU_CHILD_TITLES, ELDERLY_NAV, NAV, enrollingPageInfo, formatPageInfo } from './pages'

describe('navigation', () => {
  it('links only pages the site serves', () => {
    const links = [
      ...NAV.flatMap((i) => [i.href, ...(i.children ?? []).map((c) => c.href)]),
      ...ELDERLY_NAV.map((i) => i.href),
    ]
    for (const link of links) assert.ok(routeOf(link), link)
  })

  it('offers every education format in the header menu', () => {
    const formats = NAV.find((i) => i.href === '/educationalFormat')?.children?.map((c) => c.href)
    assert.deepEqual(
      formats,
      FORMAT_KEYS.map((k) => `/educationalFormat/${k}`),
    )
  })
})

describe('page titles', () => {
  it('names a format child page after the format and the child', () => {
    assert.equal(
      formatPageInfo('aldultEducation', EDU_CHILD_TITLES.teachingPlan).title,
      '成人学历教育·教学教务',
    )
    assert.equal(formatPageInfo('elderlyEducation').title, '老年教育')
  })

  it('names an enrolment page after its type and child, and its records as details', () => {
    assert.equal(enrollingPageInfo('elderlyEducation', 'major').title, '老年教育招生·招生专业')
    const detail = enrollingPageInfo('openEducation', 'information', true)
    assert.equal(detail.title, '开放教育招生·招生信息详情')
    assert.equal(detail.layout, 'content')
  })
})
