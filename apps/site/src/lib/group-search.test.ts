import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CallData } from '@ou/contract'
import { groupHitHref } from './group-search'

type Hit = CallData<'search.Search/list'>['list'][number]

const PORTAL = 'https://www.tfou.edu.cn'
const hit = (site: Hit['site'], over: Partial<Hit> = {}): Hit => ({
  type: 'news',
  id: 7,
  title: 't',
  title_html: 't',
  snippet_html: '',
  published_at: null,
  ref: { category: 'news' },
  ...(site ? { site } : {}),
  ...over,
})
const portal = { slug: 'portal', name: '门户', domain: null }
const mianyang = { slug: 'mianyang', name: '绵阳分校', domain: 'mianyang.tfou.edu.cn' }
const deyang = { slug: 'deyang', name: '德阳分校', domain: null }

describe('groupHitHref: a hit of a search across sites, at its site’s address', () => {
  it('on the portal: its own hits as before, a site’s under /sites/{slug}', () => {
    assert.equal(groupHitHref(hit(undefined), undefined, PORTAL), '/news/news/7')
    assert.equal(groupHitHref(hit(portal), undefined, PORTAL), '/news/news/7')
    assert.equal(groupHitHref(hit(mianyang), undefined, PORTAL), '/sites/mianyang/news/news/7')
    assert.equal(
      groupHitHref(hit(deyang, { type: 'page', ref: { path: '/about' } }), undefined, PORTAL),
      '/sites/deyang/pages/about',
    )
  })

  it('on a site by its path: its own and other sites’ under /sites, the portal’s at its own paths', () => {
    const here = { slug: 'deyang', byHost: false }
    assert.equal(groupHitHref(hit(deyang), here, PORTAL), '/sites/deyang/news/news/7')
    assert.equal(groupHitHref(hit(mianyang), here, PORTAL), '/sites/mianyang/news/news/7')
    assert.equal(groupHitHref(hit(portal), here, PORTAL), '/news/news/7')
  })

  it('on a site by its own host: its own host-relative, another site on its host or the portal’s, the portal absolute', () => {
    const here = { slug: 'deyang', byHost: true }
    assert.equal(groupHitHref(hit(deyang), here, PORTAL), '/news/news/7')
    assert.equal(groupHitHref(hit(mianyang), here, PORTAL), 'https://mianyang.tfou.edu.cn/news/news/7')
    assert.equal(
      groupHitHref(hit({ ...mianyang, domain: null }), here, PORTAL),
      'https://www.tfou.edu.cn/sites/mianyang/news/news/7',
    )
    assert.equal(groupHitHref(hit(portal), here, PORTAL), 'https://www.tfou.edu.cn/news/news/7')
  })
})
