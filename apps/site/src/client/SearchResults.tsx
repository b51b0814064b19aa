'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useRouter, useSearchParams } from 'next/navigation'
import type { CallData, SearchType } from '@ou/contract'
import { formatDate } from '@/lib/format'
import { useApi, useStore } from './Providers'

type Result = CallData<'search.Search/list'>
type Hit = Result['list'][number]

const TYPE_LABEL: Record<SearchType, string> = {
  news: '新闻',
  school: '学校概况',
  theme: '专题',
  format: '办学形式',
  enrolling: '招生信息',
  major: '专业',
}
const LIMIT = 10

const ENROLL_ROUTE: Record<string, string> = {
  open: 'openEducation',
  adult: 'aldultEducation',
  elderly: 'elderlyEducation',
}
const SCHOOL_ROUTE: Record<string, string> = {
  campus: 'campusCulture',
  staff: 'currentLeadership',
  department: 'internalOrganization',
  affair: 'schoolAffairsOpen',
}

/** Where a hit lives on this site. */
export function hitHref(hit: Hit): string {
  const r = hit.ref
  switch (hit.type) {
    case 'news':
      return `/news/${r.category || '1'}/${hit.id}`
    case 'school':
      if (r.section === 'introduction') return '/schoolOverview/aboutSchool'
      if (r.section === 'history') return '/schoolOverview/history'
      return `/schoolOverview/${SCHOOL_ROUTE[r.section ?? ''] ?? 'aboutSchool'}/${hit.id}`
    case 'theme':
      return `/featured/${r.section || 'news'}/${hit.id}`
    case 'format':
      return `/educationalFormat/${r.format ?? ''}`
    case 'enrolling':
      return `/enrolling/${ENROLL_ROUTE[r.category_type ?? ''] ?? 'openEducation'}/information/${hit.id}`
    case 'major':
      return `/enrolling/${ENROLL_ROUTE[r.category_type ?? ''] ?? 'openEducation'}/major/${hit.id}`
  }
}

/** Search results, fetched in the browser from the search extension call. */
export function SearchResults() {
  const params = useSearchParams()
  const router = useRouter()
  const api = useApi()
  const { setSearchKey } = useStore()
  const keyword = params.get('keyword')?.trim() ?? ''
  const type = (params.get('type') ?? '') as SearchType | ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [state, setState] = useState<{ key: string; data: Result | null; failed: boolean } | null>(null)
  const key = `${keyword}|${type}|${page}`

  useEffect(() => {
    if (keyword) setSearchKey(keyword)
  }, [keyword, setSearchKey])
  useEffect(() => {
    if (!keyword) return
    let live = true
    void api
      .request('search.Search/list', { keyword, page, limit: LIMIT, ...(type ? { type } : {}) })
      .then((r) => {
        if (live) setState({ key, data: r.ok ? r.data : null, failed: !r.ok })
      })
    return () => {
      live = false
    }
  }, [api, keyword, type, page, key])

  const go = (next: { type?: string; page?: number }) => {
    const q = new URLSearchParams({ keyword })
    const t = next.type ?? type
    if (t) q.set('type', t)
    if (next.page && next.page > 1) q.set('page', String(next.page))
    router.push(`/search?${q}`)
  }

  if (!keyword) return <p className="empty">请输入关键词搜索全站新闻、专业、招生信息和专题。</p>
  if (!state || state.key !== key)
    return (
      <p role="status" className="loading-text">
        正在搜索“{keyword}”…
      </p>
    )
  if (state.failed || !state.data)
    return (
      <p className="empty" role="status">
        搜索暂时不可用，请稍后再试。
      </p>
    )
  const { data } = state
  const pages = Math.max(1, Math.ceil(data.total / LIMIT))
  const facetTotal = Object.values(data.facets).reduce((a, b) => a + b, 0)
  return (
    <div className="search-results">
      <p className="search-summary" role="status">
        找到与“<strong>{keyword}</strong>”相关的结果 <strong data-testid="search-total">{data.total}</strong>{' '}
        条
      </p>
      <div className="facets" role="group" aria-label="按类型筛选">
        <button type="button" aria-pressed={!type} onClick={() => go({ type: '', page: 1 })}>
          全部 {facetTotal}
        </button>
        {(Object.keys(TYPE_LABEL) as SearchType[]).map((t) =>
          data.facets[t] ? (
            <button key={t} type="button" aria-pressed={type === t} onClick={() => go({ type: t, page: 1 })}>
              {TYPE_LABEL[t]} {data.facets[t]}
            </button>
          ) : null,
        )}
      </div>
      {data.list.length === 0 ? (
        <p className="empty">没有找到相关内容，换个关键词试试。</p>
      ) : (
        <ol className="hits">
          {data.list.map((hit) => (
            <li key={`${hit.type}-${hit.id}`} className="hit">
              <span className="tag">{TYPE_LABEL[hit.type]}</span>
              <h2 className="hit-title">
                <Link href={hitHref(hit)} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
              </h2>
              <p className="hit-snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />
              {hit.published_at && <time dateTime={hit.published_at}>{formatDate(hit.published_at)}</time>}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label="分页">
          <button type="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            上一页
          </button>
          <span>
            第 {page} / {pages} 页
          </span>
          <button type="button" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            下一页
          </button>
        </nav>
      )}
    </div>
  )
}
