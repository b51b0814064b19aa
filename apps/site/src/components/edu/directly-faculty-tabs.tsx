import Link from '@/components/ui/link'
import { href } from '@/lib/routes'

/** The switch between the directly-run college's two pages, on both of them. */
export function DirectlyFacultyTabs({ current }: { current: 'introduction' | 'majors' }) {
  return (
    <nav className="sub-tabs" aria-label="直属学院">
      <Link
        href={href.directlyFacultyIntroduction()}
        aria-current={current === 'introduction' ? 'page' : undefined}
      >
        学院简介
      </Link>
      <Link
        href={href.openMajorIndex('directlyFaculty')}
        aria-current={current === 'majors' ? 'page' : undefined}
      >
        专业设置
      </Link>
    </nav>
  )
}
