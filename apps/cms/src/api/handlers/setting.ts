import type { LinkType } from '@ou/contract'
import { findPage, listOf, type Handlers } from '../context'
import { image, num, str } from '../serialize'

type Doc = Record<string, unknown>

const all = { page: 0, limit: 0 }

export const settingHandlers: Handlers<'setting.Setting/setting' | 'setting.Carousel/list'> = {
  'setting.Setting/setting': async (_input, ctx) => {
    const [s, links, platforms, services] = await Promise.all([
      ctx.payload.findGlobal({ slug: 'site-settings', depth: 1 }) as Promise<unknown> as Promise<Doc>,
      findPage(ctx, { collection: 'links', ...all }),
      findPage(ctx, { collection: 'platforms', ...all }),
      findPage(ctx, { collection: 'services', ...all }),
    ])
    const link = links.docs.map((d) => ({
      id: num(d.id),
      type: d.type as LinkType,
      title: str(d.title),
      url: d.url ? str(d.url) : null,
      image: image(d.image),
    }))
    return {
      setting: {
        site_name: str(s.site_name),
        site_name_en: str(s.site_name_en),
        logo: image(s.logo),
        address: str(s.address),
        phone: str(s.phone),
        email: str(s.email),
        postcode: str(s.postcode),
        copyright: str(s.copyright),
        icp: str(s.icp),
        police_record: str(s.police_record),
        friend_link: link.filter((l) => l.type === 'links'),
      },
      media: platforms.docs.map((d) => ({
        id: num(d.id),
        name: str(d.name),
        account: str(d.account),
        description: str(d.description),
        url: d.url ? str(d.url) : null,
        qrcode: image(d.qrcode),
      })),
      service: services.docs.map((d) => ({
        id: num(d.id),
        name: str(d.name),
        url: str(d.url),
        icon: image(d.icon),
      })),
      link,
    }
  },

  'setting.Carousel/list': async (_input, ctx) => {
    const r = await findPage(ctx, { collection: 'carousels', ...all, where: [{ enabled: { equals: true } }] })
    return listOf(
      r,
      r.docs.flatMap((d) => {
        const img = image(d.image)
        return img
          ? [
              {
                id: num(d.id),
                title: str(d.title),
                subtitle: str(d.subtitle),
                image: img,
                url: d.url ? str(d.url) : null,
              },
            ]
          : []
      }),
    )
  },
}
