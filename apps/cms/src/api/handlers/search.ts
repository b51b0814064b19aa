import { searchType, type SearchType } from '@ou/contract'
import { searchDocs } from '@/search/query'
import type { Handlers } from '../context'

export const searchHandlers: Handlers<'search.Search/list'> = {
  'search.Search/list': async (input, ctx) => {
    const r = await searchDocs(ctx.payload, input)
    const facets = Object.fromEntries(searchType.options.map((t) => [t, r.facets[t] ?? 0])) as Record<
      SearchType,
      number
    >
    return { list: r.list, total: r.total, page: r.page, limit: r.limit, facets }
  },
}
