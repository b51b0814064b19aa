'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { NavItem } from '@/lib/pages'

/** The header's main navigation; on narrow screens a toggle opens it, and each sub-menu has its own toggle. */
export function MainNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [sub, setSub] = useState<string | null>(null)
  useEffect(() => {
    setOpen(false)
    setSub(null)
  }, [pathname])
  const isActive = (href: string) => {
    const base = href.split('?')[0]!
    return base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(base + '/')
  }
  return (
    <nav
      className="main-nav"
      aria-label="主导航"
      onKeyDown={(e) => {
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
          {items.map((item) => (
            <li
              key={item.href}
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
              <Link href={item.href} aria-current={isActive(item.href) ? 'page' : undefined}>
                {item.label}
              </Link>
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
                    {item.children.map((c) => (
                      <li key={c.href}>
                        <Link href={c.href} aria-current={isActive(c.href) ? 'page' : undefined}>
                          {c.label}
                        </Link>
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
