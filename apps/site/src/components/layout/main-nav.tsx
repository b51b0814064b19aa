'use client'

import Link from '@/components/ui/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { NEW_TAB } from '@/lib/links'
import type { NavItem, NavLink } from '@/lib/pages'

const topLinks = (nav: HTMLElement) => [...nav.querySelectorAll<HTMLElement>('#main-nav-list > li > a')]
const subLinks = (li: Element) => [...li.querySelectorAll<HTMLElement>('.sub-menu a')]

/** A menu link: a page of the site, or an external address in a new tab. */
function MenuLink({ link, current }: { link: NavLink; current: boolean }) {
  return link.external ? (
    <a href={link.href} {...NEW_TAB}>
      {link.label}
      <span className="sr-only">（在新标签页打开）</span>
    </a>
  ) : (
    <Link href={link.href} aria-current={current ? 'page' : undefined}>
      {link.label}
    </Link>
  )
}

/**
 * The header's main navigation; on narrow screens a toggle opens it, and each sub-menu has its own
 * toggle. Keyboard: Enter on a toggle opens its menu; ← → (and ↑ ↓ between items without a menu)
 * move between the sections, ↓ opens a section's menu, ↑ ↓ move inside it, Home/End jump, Escape
 * closes.
 */
export function MainNav({
  items,
  home = '/',
}: {
  items: NavItem[]
  /** The site's home: current only there. */ home?: string
}) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [sub, setSub] = useState<string | null>(null)
  useEffect(() => {
    setOpen(false)
    setSub(null)
  }, [pathname])
  const onArrows = (e: KeyboardEvent<HTMLElement>) => {
    const nav = e.currentTarget
    const target = e.target as HTMLElement
    const li = target.closest('#main-nav-list > li')
    if (!li || !['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) return
    const tops = topLinks(nav)
    const top = li.querySelector<HTMLElement>(':scope > a')!
    const at = tops.indexOf(top)
    const inSub = !!target.closest('.sub-menu')
    const focusTop = (i: number) => {
      setSub(null)
      tops[(i + tops.length) % tops.length]?.focus()
    }
    e.preventDefault()
    if (e.key === 'ArrowLeft') return focusTop(at - 1)
    if (e.key === 'ArrowRight') return focusTop(at + 1)
    const subs = subLinks(li)
    if (inSub) {
      const i = subs.indexOf(target)
      if (e.key === 'Home') return subs[0]?.focus()
      if (e.key === 'End') return subs.at(-1)?.focus()
      if (e.key === 'ArrowUp') return i === 0 ? top.focus() : subs[i - 1]?.focus()
      return subs[(i + 1) % subs.length]?.focus()
    }
    if (e.key === 'Home') return focusTop(0)
    if (e.key === 'End') return focusTop(tops.length - 1)
    if (e.key === 'ArrowDown' && subs.length) {
      setSub(li.getAttribute('data-key'))
      // The menu is shown by the state change; focus its first item once it is rendered.
      requestAnimationFrame(() => subs[0]?.focus())
      return
    }
    focusTop(e.key === 'ArrowUp' ? at - 1 : at + 1)
  }
  const isActive = (href: string) => {
    const base = href.split('?')[0]!
    return base === home ? pathname === home : pathname === base || pathname.startsWith(base + '/')
  }
  return (
    <nav
      className="main-nav"
      aria-label="主导航"
      onKeyDown={(e) => {
        onArrows(e)
        // Escape closes an open sub-menu first (below), then the narrow screen's menu.
        if (e.key === 'Escape' && open && !e.defaultPrevented) {
          setOpen(false)
          e.currentTarget.querySelector<HTMLElement>('.nav-toggle')?.focus()
        }
      }}
    >
      <div className="container main-nav-inner">
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="main-nav-list"
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span> 栏目导航
        </button>
        <ul id="main-nav-list" className={open ? 'open' : undefined}>
          {items.map((item, i) => (
            <li
              key={`${i}:${item.href}`}
              data-key={item.href}
              className={item.children ? 'has-sub' : undefined}
              data-open={sub === item.href || undefined}
              onMouseLeave={() => setSub((s) => (s === item.href ? null : s))}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && sub === item.href) {
                  e.preventDefault()
                  setSub(null)
                  ;(e.currentTarget.querySelector('a') as HTMLElement | null)?.focus()
                }
              }}
            >
              <MenuLink link={item} current={!item.external && isActive(item.href)} />
              {item.children && (
                <>
                  <button
                    type="button"
                    className="sub-toggle"
                    aria-expanded={sub === item.href}
                    aria-label={`展开${item.label}子栏目`}
                    onClick={() => setSub((s) => (s === item.href ? null : item.href))}
                  >
                    <span aria-hidden="true">▾</span>
                  </button>
                  <ul className="sub-menu">
                    {item.children.map((c, j) => (
                      <li key={`${j}:${c.href}`}>
                        <MenuLink link={c} current={!c.external && isActive(c.href)} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
