import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { NoticeBar } from '@/components/layout/notice-bar'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import { noticeShownAt } from '@/lib/notice'
import { liveSites } from '@/lib/site-group'

/** The portal's name on every page of its own, and its card when a page is shared (WeChat, Weibo…). */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadOptional('setting.Setting/setting')
  const name = settings?.setting.site_name || '开放大学'
  return {
    title: { template: `%s - ${name}`, default: name },
    description: `${name}官方网站：学校概况、新闻中心、办学形式、招生服务与成绩查询。`,
    // The school's name and logo unless a page has its own.
    openGraph: {
      type: 'website',
      siteName: name,
      locale: 'zh_CN',
      images: [{ url: settings?.setting.logo?.url ?? '/icon-512.png' }],
    },
  }
}

/**
 * The portal's frame: notice, header with the school's navigation, and footer, around the
 * `<main>` the root layout's skip link targets. A route group adds no segment to the address;
 * it keeps this frame off the branch schools' sites (`/sites/{slug}`), which bring their own.
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [settings, notice, nav, group] = await Promise.all([
    loadOptional('setting.Setting/setting'),
    loadOptional('setting.Notice/info'),
    loadOptional('setting.Navigation/info'),
    loadOptional('setting.Site/list'),
  ])
  return (
    <>
      <NoticeBar notice={notice?.notice ?? null} shownAtRender={noticeShownAt(notice?.notice, Date.now())} />
      <Header settings={settings} nav={nav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        settings={settings}
        groups={nav?.footer ?? []}
        assistantUrl={publicConfig().assistantUrl}
        sites={liveSites(group?.list ?? []).map((s) => ({ slug: s.slug, name: s.short_name || s.name }))}
      />
    </>
  )
}
