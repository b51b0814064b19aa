import Link from '@/components/ui/link'
import { Img } from '@/components/ui/img'
import { loadOptional } from '@/lib/api'
import { NEW_TAB, isExternal } from '@/lib/links'
import { siteLinkHref, type SiteAt } from '@/lib/sites'
import { Carousel } from './carousel'

/**
 * The carousel of a home page (`setting.Carousel/list`): the portal's, or a site's own (站群), whose
 * links read as its menu's do (`siteLinkHref`: host-relative on its own host name, the portal's
 * paths made absolute). The portal keeps its place with an empty band; a site without slides shows
 * none.
 */
export async function HomeBanner({ site, at }: { site?: string; at?: SiteAt } = {}) {
  const data = await loadOptional('setting.Carousel/list', site ? { site } : undefined)
  const items = data?.list ?? []
  if (!items.length) return site ? null : <div className="carousel carousel-empty" aria-hidden="true" />
  return (
    <Carousel
      labels={items.map((i) => i.title)}
      slides={items.map((item, i) => {
        const body = (
          <>
            <Img
              image={item.image}
              priority={i === 0}
              sizes="100vw"
              className="carousel-img"
              alt={item.image.alt || item.title}
            />
            <div className="carousel-caption">
              <div className="container">
                <p className="carousel-title">{item.title}</p>
                {item.subtitle && <p className="carousel-subtitle">{item.subtitle}</p>}
              </div>
            </div>
          </>
        )
        if (!item.url) return body
        if (isExternal(item.url))
          return (
            <a href={item.url} {...NEW_TAB} className="carousel-link">
              {body}
            </a>
          )
        const to = site ? siteLinkHref(item.url, site, at) : item.url
        // The portal's page from a site's own host name: an address of another origin.
        return isExternal(to) ? (
          <a href={to} className="carousel-link">
            {body}
          </a>
        ) : (
          <Link href={to} className="carousel-link">
            {body}
          </Link>
        )
      })}
    />
  )
}
