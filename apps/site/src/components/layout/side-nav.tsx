'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

/** Section navigation; the entry matching the current path (or a child of it) is marked current. */
export function SideNav({
  title,
  titleEn,
  items,
  current,
}: {
  title: string
  titleEn: string
  items: { href: string; label: string }[]
  /** The entry to mark current, when the URL does not name it (e.g. /news/1). */
  current?: string
}) {
  const pathname = usePathname()
  const active =
    items
      .filter((i) => {
        const base = i.href.split('?')[0]!
        return pathname === base || pathname.startsWith(base + '/')
      })
      .sort((a, b) => b.href.length - a.href.length)[0] ?? items.find((i) => i.href === current)
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
