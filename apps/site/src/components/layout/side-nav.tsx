'use client'

import Link from '@/components/ui/link'
import { usePathname } from 'next/navigation'

export type SideNavItem = {
  href: string
  label: string
  also?: string[]
  /** Columns below this one (栏目树), shown when the current page is in this branch. */
  children?: SideNavItem[]
}

/**
 * Section navigation; the entry whose section holds the current path is marked current: its own
 * path or one of `also` (pages of the same section at other addresses), or a child of one. Nested
 * columns are listed under their parent, indented.
 */
export function SideNav({
  title,
  titleEn,
  items,
  current,
}: {
  title: string
  titleEn: string
  items: SideNavItem[]
  /** The entry to mark current, when the URL does not name it (e.g. /news/1). */
  current?: string
}) {
  const pathname = usePathname()
  // The longest matching path wins: /x/login's section beats the format root /x.
  const match = (i: SideNavItem) =>
    Math.max(
      ...[i.href, ...(i.also ?? [])].map((h) => {
        const base = h.split('?')[0]!
        return pathname === base || pathname.startsWith(base + '/') ? base.length : -1
      }),
    )
  const all: SideNavItem[] = []
  const walk = (list: SideNavItem[]) => list.forEach((i) => (all.push(i), walk(i.children ?? [])))
  walk(items)
  const best = all.map((i) => ({ i, m: match(i) })).sort((a, b) => b.m - a.m)[0]
  const active = best && best.m >= 0 ? best.i : all.find((i) => i.href === current)
  const list = (entries: SideNavItem[]) => (
    <ul>
      {entries.map((i) => (
        <li key={i.href}>
          <Link href={i.href} aria-current={i === active ? 'page' : undefined}>
            {i.label}
          </Link>
          {i.children?.length ? list(i.children) : null}
        </li>
      ))}
    </ul>
  )
  return (
    <nav className="side-nav" aria-label={title}>
      <p className="side-nav-title">
        {title}
        {titleEn ? <span lang="en">{titleEn}</span> : null}
      </p>
      {list(items)}
    </nav>
  )
}
