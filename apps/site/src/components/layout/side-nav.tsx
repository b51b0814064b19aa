'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

/**
 * Section navigation; the entry whose section holds the current path is marked current: its own
 * path or one of `also` (pages of the same section at other addresses), or a child of one.
 */
export function SideNav({
  title,
  titleEn,
  items,
  current,
}: {
  title: string
  titleEn: string
  items: { href: string; label: string; also?: string[] }[]
  /** The entry to mark current, when the URL does not name it (e.g. /news/1). */
  current?: string
}) {
  const pathname = usePathname()
  // The longest matching path wins: /x/login's section beats the format root /x.
  const match = (i: (typeof items)[number]) =>
    Math.max(
      ...[i.href, ...(i.also ?? [])].map((h) => {
        const base = h.split('?')[0]!
        return pathname === base || pathname.startsWith(base + '/') ? base.length : -1
      }),
    )
  const best = items.map((i) => ({ i, m: match(i) })).sort((a, b) => b.m - a.m)[0]
  const active = best && best.m >= 0 ? best.i : items.find((i) => i.href === current)
  return (
    <nav className="side-nav" aria-label={title}>
      <p className="side-nav-title">
        {title}
        <span lang="en">{titleEn}</span>
      </p>
      <ul>
        {items.map((i) => (
          <li key={i.href}>
            <Link href={i.href} aria-current={i === active ? 'page' : undefined}>
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
