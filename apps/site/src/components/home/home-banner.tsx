import Link from 'next/link'
import { Img } from '@/components/ui/img'
import { loadOptional } from '@/lib/api'
import { NEW_TAB, isExternal } from '@/lib/links'
import { Carousel } from './carousel'

/** The carousel of the home page (`setting.Carousel/list`). */
export async function HomeBanner() {
  const data = await loadOptional('setting.Carousel/list')
  const items = data?.list ?? []
  if (!items.length) return <div className="carousel carousel-empty" aria-hidden="true" />
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
        return isExternal(item.url) ? (
          <a href={item.url} {...NEW_TAB} className="carousel-link">
            {body}
          </a>
        ) : (
          <Link href={item.url} className="carousel-link">
            {body}
          </Link>
        )
      })}
    />
  )
}
