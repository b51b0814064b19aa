import Link from '@/components/ui/link'
import { href } from '@/lib/routes'

type Current = 'catalog' | 'reports' | 'search'

const CATALOG = href.school('schoolAffairsOpen')

/** The 信息公开 column's own links: its catalogue, guide, annual reports, search and requests. */
export function DisclosureNav({ current }: { current: Current }) {
  const links: [string, string, Current | null][] = [
    [CATALOG, '信息公开目录', 'catalog'],
    [`${CATALOG}#guide`, '信息公开指南', null],
    [href.disclosureReports(), '信息公开年度报告', 'reports'],
    [href.disclosureSearch(), '信息公开检索', 'search'],
    [`${CATALOG}#apply`, '依申请公开', null],
  ]
  return (
    <nav className="disclosure-nav" aria-label="信息公开栏目" data-testid="disclosure-nav">
      <ul>
        {links.map(([to, label, key]) => (
          <li key={label}>
            <Link href={to} aria-current={key === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
