import type { Metadata } from 'next'
import Link from '@/components/ui/link'
import { notFound } from 'next/navigation'
import { load } from '@/lib/api'
import { loadSite, portalHome } from '@/lib/sites'

type Params = Promise<{ site: string }>

export const metadata: Metadata = { title: '本站点已停用', robots: { index: false } }

/**
 * What every address of a 已停用 site shows, in the site's frame: src/proxy.ts rewrites them here
 * and server.mjs answers 410 (gone for good, unlike a 404). Its content stays in the cms. Asked
 * directly for a site that is not closed, it does not exist.
 */
export default async function SiteGone({ params }: { params: Params }) {
  const [site, portal] = await Promise.all([loadSite((await params).site), load('setting.Site/info')])
  if (site.status !== 'closed') notFound()
  return (
    <section className="error-page container site-gone" data-status={410} aria-labelledby="gone-title">
      <p className="error-code" aria-hidden="true">
        410
      </p>
      <h1 id="gone-title">本站点已停用</h1>
      <p className="error-hint">
        {site.name}已停止服务，原有页面不再提供访问。学校的新闻与通知请到{portal.name}查看。
      </p>
      <div className="error-actions">
        <Link href={portalHome()} className="btn btn-primary">
          访问{portal.name}
        </Link>
      </div>
    </section>
  )
}
