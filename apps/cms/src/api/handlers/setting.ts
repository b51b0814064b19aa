import type { Image } from '@ou/contract'
import { listAnswer } from '../answers'
import { findPage, readGlobal, siteOf, type Handlers } from '../context'
import { imagesOf } from '../serialize'

const all = { page: 0, limit: 0 }

export const settingHandlers: Handlers<'setting.Setting/setting' | 'setting.Carousel/list'> = {
  'setting.Setting/setting': async (_input, ctx) => {
    const [s, links, platforms, services] = await Promise.all([
      readGlobal(ctx, 'site-settings'),
      findPage(ctx, {
        collection: 'links',
        select: { type: true, title: true, url: true, image: true },
        ...all,
      }),
      findPage(ctx, {
        collection: 'platforms',
        select: { name: true, account: true, description: true, url: true, qrcode: true },
        ...all,
      }),
      findPage(ctx, { collection: 'services', select: { name: true, url: true, icon: true }, ...all }),
    ])
    const images = await imagesOf(ctx, [
      s.logo,
      ...links.docs.map((d) => d.image),
      ...platforms.docs.map((d) => d.qrcode),
      ...services.docs.map((d) => d.icon),
    ])
    const link = links.docs.map((d) => ({
      id: d.id,
      type: d.type,
      title: d.title,
      url: d.url || null,
      image: images(d.image),
    }))
    return {
      setting: {
        site_name: s.site_name,
        site_name_en: s.site_name_en,
        logo: images(s.logo),
        address: s.address ?? '',
        phone: s.phone ?? '',
        email: s.email ?? '',
        postcode: s.postcode ?? '',
        copyright: s.copyright ?? '',
        icp: s.icp ?? '',
        police_record: s.police_record ?? '',
        friend_link: link.filter((l) => l.type === 'links'),
      },
      media: platforms.docs.map((d) => ({
        id: d.id,
        name: d.name,
        account: d.account ?? '',
        description: d.description ?? '',
        url: d.url || null,
        qrcode: images(d.qrcode),
      })),
      service: services.docs.map((d) => ({ id: d.id, name: d.name, url: d.url, icon: images(d.icon) })),
      link,
    }
  },

  // 站群: each site's own slides (the portal's without a site).
  'setting.Carousel/list': async (input, ctx) => {
    const site = await siteOf(ctx, input.site)
    const r = await listAnswer(
      ctx,
      {
        collection: 'carousels',
        select: { title: true, subtitle: true, image: true, url: true },
        ...all,
        where: [{ enabled: { equals: true } }, { site: { equals: site } }],
      },
      (d, images) => ({
        id: d.id,
        title: d.title,
        subtitle: d.subtitle ?? '',
        image: images(d.image),
        url: d.url || null,
      }),
      { images: (d) => d.image },
    )
    // A slide whose image is gone is left out.
    return { ...r, list: r.list.filter((c): c is typeof c & { image: Image } => c.image !== null) }
  },
}
