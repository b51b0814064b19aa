import { createHash } from 'node:crypto'
import { PORTAL_SITE, type Site } from '@ou/contract'
import type { Site as SiteDoc } from '@/payload-types'
import { notFound } from '@/lib/errors'
import { findPage, type Ctx, type Handlers } from '../context'
import { imagesOf, type Images } from '../serialize'

const SELECT = {
  name: true,
  short_name: true,
  slug: true,
  kind: true,
  template: true,
  status: true,
  domain: true,
  theme_color: true,
  logo: true,
  contact: true,
  menu: true,
  footer_links: true,
  notice: true,
} as const

type Row = Pick<SiteDoc, 'id' | keyof typeof SELECT>

const linksOf = (list: Row['menu']) =>
  (list ?? []).map((l) => ({ label: l.label, href: l.url, external: /^https?:\/\//.test(l.url) }))

/** The notice when it is on and has text; its key follows what it says. */
function noticeOf(n: Row['notice']): Site['notice'] {
  const text = n?.text?.trim()
  if (!n?.enabled || !text) return null
  const link = n.link || null
  return {
    key: createHash('sha256')
      .update(`${text}\n${link ?? ''}`)
      .digest('hex')
      .slice(0, 16),
    text,
    link,
  }
}

const answer = (d: Row, images: Images): Site => ({
  id: d.id,
  name: d.name,
  short_name: d.short_name || d.name,
  slug: d.slug,
  kind: d.kind,
  template: d.template,
  status: d.status,
  domain: d.domain || null,
  theme_color: d.theme_color,
  logo: images(d.logo),
  contact: d.contact ?? '',
  menu: linksOf(d.menu),
  footer_links: linksOf(d.footer_links),
  notice: noticeOf(d.notice),
})

async function sites(ctx: Ctx, slug?: string) {
  const r = await findPage(ctx, {
    collection: 'sites',
    select: SELECT,
    where: slug ? [{ slug: { equals: slug } }] : [],
    page: 0,
    limit: 0,
  })
  const images = await imagesOf(
    ctx,
    r.docs.map((d) => d.logo),
  )
  return r.docs.map((d) => answer(d as Row, images))
}

export const siteHandlers: Handlers<'setting.Site/list' | 'setting.Site/info'> = {
  'setting.Site/list': async (_input, ctx) => ({ list: await sites(ctx) }),
  'setting.Site/info': async (input, ctx) => {
    const [found] = await sites(ctx, input.site ?? PORTAL_SITE)
    if (!found) throw notFound('站点')
    return found
  },
}
