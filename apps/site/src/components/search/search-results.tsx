'use client'

import Link from '@/components/ui/link'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'next/navigation'
import type { CallData } from '@ou/contract'
import {
  SEARCH_SCOPES,
  SEARCH_SCOPE_LABEL,
  SEARCH_TYPES,
  SEARCH_TYPE_LABEL,
  isOneOf,
  type SearchScope,
  type SearchType,
} from '@ou/contract/enums'
import { pageNumber } from '@ou/contract/paging'
import { useHydrated } from '@/components/forms/hydration'
import { useApi } from '@/components/providers/api'
import { useConfig } from '@/components/providers/config'
import { useStore } from '@/components/providers/store'
import { Empty } from '@/components/ui/empty'
import { Pagination } from '@/components/ui/pagination'
import { formatDate } from '@/lib/format'
import { groupHitHref } from '@/lib/group-search'
import { searchHref } from '@/lib/routes'
import { siteLinks, type SiteAt } from '@/lib/site-routes'

type Result = CallData<'search.Search/list'>

const LIMIT = 10

/**
 * Search results, fetched in the browser from the search extension call. The page is one cached
 * copy for every query, and Next may regenerate that copy while answering some visitor's search:
 * so nothing read from the query is rendered until the page has hydrated, or one visitor's
 * keyword would be kept in everyone's HTML and React would find it differs (error #418).
 */
export function SearchResults({ site }: { site?: SiteAt } = {}) {
  const hydrated = useHydrated()
  const params = useSearchParams()
  const api = useApi()
  const { setSearchKey } = useStore()
  const keyword = hydrated ? (params.get('keyword')?.trim() ?? '') : ''
  const rawType = params.get('type') ?? ''
  const type: SearchType | '' = isOneOf(SEARCH_TYPES, rawType) ? rawType : ''
  const page = pageNumber(params.get('page'))
  // 本站 (the site searched from, the portal's own on the portal) unless 全部站点 is chosen (站群).
  const scope: SearchScope = params.get('scope') === 'all' ? 'all' : 'site'
  const { siteOrigin } = useConfig()
  const [state, setState] = useState<{ key: string; data: Result | null } | null>(null)
  // A site's search (站群) answers for that site alone: its results are kept under its slug.
  const siteSlug = site?.slug
  const key = `${siteSlug ?? ''}|${scope}|${keyword}|${type}|${page}`
  const links = site && siteLinks(site)
  const path = site && links ? links.search(site.slug) : '/search'
  const hitHref = (hit: Result['list'][number]) => groupHitHref(hit, site, siteOrigin)

  useEffect(() => {
    if (keyword) setSearchKey(keyword)
  }, [keyword, setSearchKey])
  useEffect(() => {
    if (!keyword) return
    let live = true
    void api
      .request('search.Search/list', {
        keyword,
        page,
        limit: LIMIT,
        ...(type ? { type } : {}),
        ...(siteSlug ? { site: siteSlug } : {}),
        ...(scope === 'all' ? { scope } : {}),
      })
      .then((r) => {
        if (live) setState({ key, data: r.ok ? r.data : null })
      })
    return () => {
      live = false
    }
  }, [api, keyword, type, page, key, siteSlug, scope])

  if (!hydrated) return <p role="status">正在加载…</p>
  if (!keyword)
    return (
      <Empty>
        {site
          ? '请输入关键词，搜索本站的新闻和页面。'
          : '请输入关键词，搜索全站新闻、学校概况、专题、办学形式、招生信息和专业。'}
      </Empty>
    )
  const scopes = (
    <nav className="search-scope" aria-label="搜索范围" data-testid="search-scope">
      <span className="search-scope-label" aria-hidden="true">
        搜索范围
      </span>
      {SEARCH_SCOPES.map((s) => (
        <Link
          key={s}
          href={searchHref(path, keyword, type, undefined, s)}
          aria-current={s === scope ? 'true' : undefined}
          data-testid={`scope-${s}`}
        >
          {SEARCH_SCOPE_LABEL[s]}
        </Link>
      ))}
    </nav>
  )
  if (!state || state.key !== key)
    return (
      <>
        {scopes}
        <p role="status" className="loading-text">
          正在搜索“{keyword}”…
        </p>
      </>
    )
  if (!state.data)
    return (
      <>
        {scopes}
        <Empty>搜索暂时不可用，请稍后再试。</Empty>
      </>
    )
  const { data } = state
  const all = Object.values(data.facets).reduce((a, b) => a + b, 0)
  if (all === 0)
    return (
      <div className="search-results" data-testid="search-empty">
        {scopes}
        <Empty>
          没有找到与“{keyword}”相关的内容。请检查输入是否有误，或换一个更简短、更常用的关键词试试。
        </Empty>
      </div>
    )
  const tabs: [SearchType | '', string, number][] = [
    ['', '全部', all],
    ...SEARCH_TYPES.map(
      (t) => [t, SEARCH_TYPE_LABEL[t], data.facets[t] ?? 0] as [SearchType, string, number],
    ),
  ]
  return (
    <div className="search-results">
      {scopes}
      <p className="search-summary" role="status">
        {scope === 'all' ? '在全部站点中' : ''}找到与“<strong>{keyword}</strong>”相关的
        {type ? SEARCH_TYPE_LABEL[type] : '结果'} <strong data-testid="search-total">{data.total}</strong> 条
      </p>
      <nav className="facets" aria-label="按类型筛选">
        {tabs.map(([t, label, n]) =>
          n > 0 || t === type ? (
            <Link
              key={t || 'all'}
              href={searchHref(path, keyword, t, undefined, scope)}
              aria-current={t === type ? 'true' : undefined}
              data-testid={`facet-${t || 'all'}`}
            >
              {label} <span className="facet-count">{n}</span>
            </Link>
          ) : (
            <span key={t} className="facet-empty" data-testid={`facet-${t}`}>
              {label} <span className="facet-count">0</span>
            </span>
          ),
        )}
      </nav>
      {data.list.length === 0 ? (
        <Empty>这一页没有结果了。</Empty>
      ) : (
        <ol className="hits" start={(page - 1) * LIMIT + 1}>
          {data.list.map((hit) => (
            <li key={`${hit.type}-${hit.id}`} className="hit" data-testid="search-hit">
              <p className="hit-meta">
                {hit.site && (
                  <span className="tag tag-site" data-testid="hit-site">
                    {hit.site.name}
                  </span>
                )}
                <span className="tag" data-testid="hit-type">
                  {SEARCH_TYPE_LABEL[hit.type]}
                </span>
                {hit.published_at && <time dateTime={hit.published_at}>{formatDate(hit.published_at)}</time>}
              </p>
              <h2 className="hit-title">
                {/* The server escapes everything in title_html and snippet_html except <mark>. */}
                <Link href={hitHref(hit)} dangerouslySetInnerHTML={{ __html: hit.title_html }} />
              </h2>
              {hit.snippet_html && (
                <p className="hit-snippet" dangerouslySetInnerHTML={{ __html: hit.snippet_html }} />
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        total={data.total}
        limit={LIMIT}
        basePath={path}
        query={{ keyword, type: type || undefined, scope: scope === 'all' ? scope : undefined }}
      />
    </div>
  )
}
