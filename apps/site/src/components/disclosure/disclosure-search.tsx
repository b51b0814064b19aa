'use client'

import { useEffect, useState } from 'react'
import { useSearchParams } from 'next/navigation'
import type { CallData } from '@ou/contract'
import { pageNumber } from '@ou/contract/paging'
import { useHydrated } from '@/components/forms/hydration'
import { useApi } from '@/components/providers/api'
import { Empty } from '@/components/ui/empty'
import { Pagination } from '@/components/ui/pagination'
import { href } from '@/lib/routes'
import { ItemDocuments } from './item-documents'

const LIMIT = 10
/** The API refuses longer keywords (disclosure.Catalog/list); the form stops them first. */
const MAX_KEYWORD = 100

type Catalog = CallData<'disclosure.Catalog/list'>
type Hit = Catalog['categories'][number]['items'][number] & { category: string }

/**
 * Search within disclosure: items of the catalogue whose title, or one of whose documents'
 * titles, holds the keyword (disclosure.Catalog/list). Read in the browser, as the site search
 * is, so that the page itself stays cacheable.
 */
export function DisclosureSearch() {
  // Read from the query only once hydrated: the page's one cached copy serves every query
  // (search-results.tsx says why).
  const hydrated = useHydrated()
  const params = useSearchParams()
  const api = useApi()
  const keyword = hydrated ? (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD) : ''
  const page = pageNumber(params.get('page'))
  const [state, setState] = useState<{ keyword: string; hits: Hit[] | null } | null>(null)

  useEffect(() => {
    if (!keyword) return
    let live = true
    void api.request('disclosure.Catalog/list', { keyword }).then((r) => {
      if (!live) return
      const hits = r.ok
        ? r.data.categories.flatMap((c) => c.items.map((i) => ({ ...i, category: c.name })))
        : null
      setState({ keyword, hits })
    })
    return () => {
      live = false
    }
  }, [api, keyword])

  return (
    <>
      <form
        className="disclosure-search-form"
        role="search"
        action={href.disclosureSearch()}
        method="get"
        aria-label="信息公开检索"
      >
        <label htmlFor="disclosure-keyword">关键词</label>
        <input
          id="disclosure-keyword"
          name="keyword"
          type="search"
          defaultValue={keyword}
          key={keyword}
          maxLength={MAX_KEYWORD}
          placeholder="如：学籍管理、收费、年度报告"
          aria-describedby="disclosure-keyword-hint"
        />
        <button type="submit" className="btn btn-primary">
          检索
        </button>
        <p id="disclosure-keyword-hint" className="muted">
          检索信息公开事项及其公开文件的标题。
        </p>
      </form>
      {hydrated ? <Results keyword={keyword} page={page} state={state} /> : <p role="status">正在加载…</p>}
    </>
  )
}

function Results({
  keyword,
  page,
  state,
}: {
  keyword: string
  page: number
  state: { keyword: string; hits: Hit[] | null } | null
}) {
  if (!keyword) return <Empty>请输入关键词，检索信息公开目录中的事项与文件。</Empty>
  if (!state || state.keyword !== keyword)
    return (
      <p role="status" className="loading-text">
        正在检索“{keyword}”…
      </p>
    )
  if (!state.hits) return <Empty>检索暂时不可用，请稍后再试。</Empty>
  const { hits } = state
  if (hits.length === 0)
    return (
      <div data-testid="disclosure-search-empty">
        <Empty>
          没有找到与“{keyword}”相关的公开事项或文件。请换一个关键词，或通过“依申请公开”申请获取所需信息。
        </Empty>
      </div>
    )
  const shown = hits.slice((page - 1) * LIMIT, page * LIMIT)
  return (
    <section className="disclosure-results" aria-labelledby="disclosure-results-title">
      <h2 id="disclosure-results-title" className="search-summary" aria-live="polite">
        找到与“<strong>{keyword}</strong>”相关的公开事项{' '}
        <strong data-testid="disclosure-total">{hits.length}</strong> 项
      </h2>
      {shown.length === 0 ? (
        <Empty>这一页没有结果了。</Empty>
      ) : (
        <ol className="disclosure-hits" start={(page - 1) * LIMIT + 1}>
          {shown.map((i) => (
            <li key={i.id} data-testid="disclosure-hit">
              <p className="muted">{i.category}</p>
              <ItemDocuments
                id={i.id}
                title={i.number ? `（${i.number}）${i.title}` : i.title}
                count={i.documents}
              />
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        total={hits.length}
        limit={LIMIT}
        basePath={href.disclosureSearch()}
        query={{ keyword }}
      />
    </section>
  )
}
