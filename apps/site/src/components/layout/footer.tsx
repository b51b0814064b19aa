import type { Navigation, SiteSettings } from '@ou/contract'
import { Img } from '@/components/ui/img'
import { NEW_TAB, isExternal } from '@/lib/links'
import { href } from '@/lib/routes'
import { siteHref } from '@/lib/site-routes'

type Link = SiteSettings['link'][number]

function LinkItem({ link }: { link: Link }) {
  if (!link.url) return <span>{link.title}</span>
  return isExternal(link.url) ? (
    <a href={link.url} {...NEW_TAB}>
      {link.title}
      <span className="sr-only">（在新标签页打开）</span>
    </a>
  ) : (
    <a href={link.url}>{link.title}</a>
  )
}

/** The list items of some links. */
function LinkItems({ links }: { links: Link[] }) {
  return links.map((l) => (
    <li key={l.id}>
      <LinkItem link={l} />
    </li>
  ))
}

/** A column of the footer's main row: a heading and its list. */
function Column({
  className,
  type,
  id,
  heading,
  listClass,
  children,
}: {
  className: string
  type?: Link['type']
  id: string
  heading: string
  listClass?: string
  children: React.ReactNode
}) {
  return (
    <section className={`footer-col ${className}`} data-link-type={type} aria-labelledby={id}>
      <h2 className="footer-heading" id={id}>
        {heading}
      </h2>
      <ul className={listClass}>{children}</ul>
    </section>
  )
}

/**
 * Footer from `setting.Setting/setting`, with the four link types: links, contact, teach, code;
 * then the link groups the console's navigation adds (`setting.Navigation/info`). `sites`: the
 * portal's 站群导航 row, every live site of the group (its short name, its slug) and the page
 * that lists them (/sites).
 */
export function Footer({
  settings,
  groups = [],
  assistantUrl,
  sites = [],
}: {
  settings: SiteSettings | null
  groups?: Navigation['footer']
  assistantUrl: string
  sites?: { slug: string; name: string }[]
}) {
  const s = settings?.setting
  const links = settings?.link ?? []
  const byType = (t: Link['type']) => links.filter((l) => l.type === t)
  const friend = s?.friend_link?.length ? s.friend_link.filter((l) => l.type === 'links') : byType('links')
  const contact = byType('contact')
  const teach = byType('teach')
  const codes = byType('code')
  return (
    <footer className="site-footer">
      {sites.length > 0 && (
        <nav className="footer-friends footer-sites" aria-labelledby="footer-sites">
          <div className="container">
            <h2 className="footer-heading" id="footer-sites">
              站群导航
            </h2>
            <ul className="friend-links" data-testid="footer-sites">
              {sites.map((s) => (
                <li key={s.slug}>
                  {/* Named 绵阳分校网站 to a screen reader: the site, not a link within the page's text. */}
                  <a href={siteHref.home(s.slug)}>
                    {s.name}
                    <span className="sr-only">网站</span>
                  </a>
                </li>
              ))}
              <li>
                <a href={href.siteGroup()} className="footer-sites-all">
                  全部站点 ›
                </a>
              </li>
            </ul>
          </div>
        </nav>
      )}
      {friend.length > 0 && (
        <div className="footer-friends">
          <div className="container">
            <h2 className="footer-heading">友情链接</h2>
            <ul className="friend-links" data-link-type="links">
              <LinkItems links={friend} />
            </ul>
          </div>
        </div>
      )}
      <div className="container footer-main">
        <Column className="footer-contact" type="contact" id="footer-contact" heading="联系我们">
          {contact.length > 0 ? (
            // Editors manage the contact lines as `contact` links; the settings fields are the fallback.
            <LinkItems links={contact} />
          ) : (
            [
              s?.address && <li key="address">地址：{s.address}</li>,
              s?.postcode && <li key="postcode">邮编：{s.postcode}</li>,
              s?.phone && (
                <li key="phone">
                  电话：<a href={`tel:${s.phone.replace(/[^\d+-]/g, '')}`}>{s.phone}</a>
                </li>
              ),
              s?.email && (
                <li key="email">
                  邮箱：<a href={`mailto:${s.email}`}>{s.email}</a>
                </li>
              ),
            ]
          )}
        </Column>
        <Column className="footer-teach" type="teach" id="footer-teach" heading="教学服务">
          <LinkItems links={teach} />
          {assistantUrl && (
            <li className="footer-assistant">
              <a href={assistantUrl} {...NEW_TAB} data-testid="assistant-footer">
                智能助手
                <span className="sr-only">（在新标签页打开）</span>
              </a>
            </li>
          )}
        </Column>
        {groups.map((g, i) => (
          <Column key={i} className="footer-group" id={`footer-group-${i}`} heading={g.title}>
            {g.links.map((l, j) => (
              <li key={j}>
                {l.external ? (
                  <a href={l.href} {...NEW_TAB}>
                    {l.label}
                    <span className="sr-only">（在新标签页打开）</span>
                  </a>
                ) : (
                  <a href={l.href}>{l.label}</a>
                )}
              </li>
            ))}
          </Column>
        ))}
        <Column className="footer-codes" type="code" id="footer-code" heading="关注我们" listClass="qr-list">
          {codes.map((l) => (
            <li key={l.id}>
              <figure>
                <Img image={l.image} className="qr" sizes="112px" alt={l.image?.alt || `${l.title}二维码`} />
                <figcaption>{l.title}</figcaption>
              </figure>
            </li>
          ))}
        </Column>
      </div>
      <div className="footer-bottom">
        <div className="container">
          {s?.copyright && <p>{s.copyright}</p>}
          <p>
            {s?.icp && (
              <a href="https://beian.miit.gov.cn/" {...NEW_TAB}>
                {s.icp}
              </a>
            )}
            {s?.police_record && <span className="police">{s.police_record}</span>}
          </p>
        </div>
      </div>
    </footer>
  )
}
