'use client'

import { useEffect, useState } from 'react'
import { useStore } from '@/components/providers/store'
import { useToast } from '@/components/providers/toast'
import { searchHref } from '@/lib/routes'
import { useSafeNavigate } from './use-safe-navigate'

/**
 * The site search box (header and search page). `path`: the search page it opens, the portal's
 * `/search` or a site's own (站群, siteHref.search). `keepScope`: on the search page, a new search
 * stays in the scope chosen there (全部站点); the header's box searches the site itself.
 */
export function SearchBox({
  id = 'site-search',
  path = '/search',
  placeholder = '搜索新闻、专业、通知…',
  keepScope = false,
}: {
  id?: string
  path?: string
  placeholder?: string
  keepScope?: boolean
}) {
  const { searchKey, setSearchKey } = useStore()
  const navigate = useSafeNavigate()
  const toast = useToast()
  const [value, setValue] = useState(searchKey)
  // Follow the shared keyword when it is set (e.g. by the search page), never clearing typed text.
  useEffect(() => {
    if (searchKey) setValue(searchKey)
  }, [searchKey])
  return (
    // action/method: a submit before hydration still opens /search?keyword= without JavaScript.
    <form
      role="search"
      className="search-box"
      action={path}
      method="get"
      onSubmit={(e) => {
        e.preventDefault()
        const keyword = String(new FormData(e.currentTarget).get('keyword') ?? value).trim()
        if (!keyword) {
          toast.show('请输入搜索关键词', 'warning')
          return
        }
        setSearchKey(keyword)
        // Read at submit time: the page is one kept copy for every query (search-results.tsx).
        const all = keepScope && new URLSearchParams(window.location.search).get('scope') === 'all'
        navigate(searchHref(path, keyword, '', undefined, all ? 'all' : undefined))
      }}
    >
      <label htmlFor={id} className="sr-only">
        站内搜索
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        placeholder={placeholder}
        value={value}
        maxLength={50}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" aria-label="搜索">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M10 4a6 6 0 104.47 10l4.76 4.77 1.41-1.41-4.77-4.76A6 6 0 0010 4zm0 2a4 4 0 110 8 4 4 0 010-8z"
            fill="currentColor"
          />
        </svg>
      </button>
    </form>
  )
}
