'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

type Props = ComponentProps<typeof NextLink>

/**
 * The site's link: Next's, prefetching the page it leads to when the visitor reaches for it
 * (pointer over it, a finger on it, keyboard focus), not every link as it scrolls into view. A
 * portal page shows a hundred links: Next's default asked the server for 12–20 pages' data on each
 * view (the home at 360 and 1440 px), which a phone parses while its visitor reads, and which count
 * against a campus's shared address at the proxy's render limit (docs/deploy.md). Opening a page
 * reached for is still as quick: its data is on its way before the click.
 */
export default function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  const target = typeof href === 'string' ? href : null
  const reach = () => {
    if (prefetch !== false && target?.startsWith('/')) router.prefetch(target)
  }
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        reach()
        onMouseEnter?.(e)
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        reach()
        onTouchStart?.(e)
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        reach()
        onFocus?.(e)
      }}
      {...props}
    />
  )
}
