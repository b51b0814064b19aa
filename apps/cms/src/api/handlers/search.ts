import { searchType, type SearchType } from '@ou/contract'
import { notFound } from '@/lib/errors'
import { searchDocs } from '@/search/query'
import { siteIdOf } from '@/sites/scope'
import type { Handlers } from '../context'

export const searchHandlers: Handlers<'search.Search/list'> = {
  'search.Search/list': async ({ site: slug, ...input }, ctx) => {
    // Each site searches its own content (站群); without a site, the portal's as before.
    const site = await siteIdOf(ctx.payload, slug)
    if (site === null) throw notFound('站点')
    const r = await searchDocs(ctx.payload, { ...input, site })
    const facets = Object.fromEntries(searchType.options.map((t) => [t, r.facets[t] ?? 0])) as Record<
      SearchType,
      number
    >
    return { list: r.list, total: r.total, page: r.page, limit: r.limit, facets }
  },
}
