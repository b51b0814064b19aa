import Link from '@/components/ui/link'
import type { Navigation, SiteSettings } from '@ou/contract'
import { Img } from '@/components/ui/img'
import { headerNav } from '@/lib/pages'
import { href } from '@/lib/routes'
import { MainNav } from './main-nav'
import { ReadingBar } from './reading-bar'
import { SearchBox } from './search-box'

export function Header({ settings, nav }: { settings: SiteSettings | null; nav: Navigation | null }) {
  const s = settings?.setting
  return (
    <header className="site-header">
      <ReadingBar />
      <div className="container header-top">
        <Link href={href.home()} className="brand" title="返回首页">
          {s?.logo ? (
            <Img image={s.logo} className="brand-logo" priority alt="" sizes="64px" />
          ) : (
            <img src="/logo.svg" className="brand-logo" alt="" width={64} height={64} />
          )}
          <span className="brand-text">
            <span className="brand-name">{s?.site_name ?? '开放大学'}</span>
            {s?.site_name_en && (
              <span className="brand-name-en" lang="en">
                {s.site_name_en}
              </span>
            )}
          </span>
        </Link>
        <SearchBox />
      </div>
      <MainNav items={headerNav(nav)} />
    </header>
  )
}
