import { SITE_KINDS, SITE_KIND_LABEL, type Site } from '@ou/contract'
import { PageLayout } from '@/components/layout/page-layout'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href, searchHref } from '@/lib/routes'
import { liveSites } from '@/lib/site-group'
import { siteHref } from '@/lib/site-routes'

export const metadata = pageMeta(PAGES.siteGroup, href.siteGroup())

/** One site's card: its name, logo, contact line and address, in its theme colour. */
function SiteCard({ site }: { site: Site }) {
  return (
    <li
      className="group-site"
      style={{ '--site-color': site.theme_color } as React.CSSProperties}
      data-testid="group-site"
    >
      <div className="group-site-logo" aria-hidden="true">
        {site.logo ? (
          <Img image={site.logo} sizes="48px" alt="" />
        ) : (
          <span>{site.short_name.slice(0, 1)}</span>
        )}
      </div>
      <div className="group-site-body">
        <h3>
          <a href={siteHref.home(site.slug)}>{site.name}</a>
        </h3>
        {site.contact && <p className="group-site-contact">{site.contact}</p>}
        {site.domain && <p className="group-site-address">独立域名：{site.domain}</p>}
      </div>
    </li>
  )
}

/**
 * 站群导航: every live site of the group (分校, 学院, 部门, 专题), by kind, each linked at its
 * address (`/sites/{slug}`; the portal is reached by its own host, never a site's). A site being
 * built or closed is not listed (lib/site-group.ts).
 */
export default async function SiteGroupPage() {
  const { list } = await load('setting.Site/list')
  const sites = liveSites(list)
  const kinds = SITE_KINDS.filter((k) => k !== 'portal')
    .map((k) => ({ kind: k, sites: sites.filter((s) => s.kind === k) }))
    .filter((g) => g.sites.length > 0)
  return (
    <PageLayout page={PAGES.siteGroup} crumbs={[{ label: PAGES.siteGroup.zh }]}>
      <p className="group-intro">
        天府开放大学站群：各分校、学院、部门与专题网站。各站点的新闻与页面也可在
        <a href={searchHref(href.search(), undefined, '', undefined, 'all')}>站内搜索</a>
        中选择“全部站点”一并搜索。
      </p>
      {kinds.length === 0 ? (
        <Empty>暂无已上线的站点。</Empty>
      ) : (
        kinds.map((g) => (
          <section key={g.kind} className="group-kind" aria-labelledby={`kind-${g.kind}`}>
            <h2 id={`kind-${g.kind}`}>
              {SITE_KIND_LABEL[g.kind]}
              <span className="group-count">（{g.sites.length}）</span>
            </h2>
            <ul className="group-sites">
              {g.sites.map((s) => (
                <SiteCard key={s.slug} site={s} />
              ))}
            </ul>
          </section>
        ))
      )}
    </PageLayout>
  )
}
