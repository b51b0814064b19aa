import type { Payload } from 'payload'
import { cache } from 'react'

export interface Brand {
  name: string
  logo: string | null
}

/** The school's name and logo from site settings, read once per console page. */
export const readBrand = cache(async (payload: Payload): Promise<Brand> => {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })
  const logo = s.logo && typeof s.logo === 'object' ? (s.logo.sizes?.xs?.url ?? s.logo.url ?? null) : null
  return { name: s.site_name || '内容管理平台', logo }
})
