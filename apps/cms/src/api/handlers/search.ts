import { PORTAL_SITE, searchType, type SearchType, type SiteRef } from '@ou/contract'
import { notFound } from '@/lib/errors'
import { searchDocs } from '@/search/query'
import { liveSites, siteIdOf } from '@/sites/scope'
import type { Handlers } from '../context'

export const searchHandlers: Handlers<'search.Search/list'> = {
  'search.Search/list': async ({ site: slug, scope, ...input }, ctx) => {
    // Each site searches its own content (站群); without a site, the portal's as before.
    const site = await siteIdOf(ctx.payload, slug)
    if (site === null) throw notFound('站点')
    // Scope `all`: the portal and every live site, whichever site asks; a site being built or
    // closed is never searched across (its own search still answers for it, as before).
    const live = scope === 'all' ? await liveSites(ctx.payload) : []
    const sites = scope === 'all' ? live.map((s) => s.id) : [site]
    const r = await searchDocs(ctx.payload, { ...input, sites })
    const facets = Object.fromEntries(searchType.options.map((t) => [t, r.facets[t] ?? 0])) as Record<
      SearchType,
      number
    >
    // Across sites each hit names its site; without scope the answer keeps its shape of before.
    const refs = new Map<number, SiteRef>(
      live.map((s) => [
        s.id,
        { slug: s.slug, name: s.short_name, domain: s.slug === PORTAL_SITE ? null : s.domain },
      ]),
    )
    const list = r.list.map(({ site: on, ...hit }) => {
      const ref = scope === 'all' && on !== null ? refs.get(on) : undefined
      return ref ? { ...hit, site: ref } : hit
    })
    return { list, total: r.total, page: r.page, limit: r.limit, facets }
  },
}
