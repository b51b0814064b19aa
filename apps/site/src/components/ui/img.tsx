import type { Image } from '@ou/contract'

/**
 * A responsive image from the API: the webp renditions become a srcset, the original is the
 * fallback src. Lazy unless `priority`.
 */
export function Img({
  image,
  sizes = '100vw',
  className,
  priority = false,
  alt,
}: {
  image: Image | null | undefined
  sizes?: string
  className?: string
  priority?: boolean
  /** Overrides the image's own alt text (e.g. '' when the image is decorative next to a title). */
  alt?: string
}) {
  if (!image) return <span className={`img-placeholder ${className ?? ''}`} aria-hidden="true" />
  const srcSet = image.sources.map((s) => `${s.url} ${s.width}w`).join(', ')
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
