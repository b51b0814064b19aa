import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { preconnect } from 'react-dom'
import { AssistantLink } from '@/components/layout/assistant-link'
import { BackToTop } from '@/components/layout/back-to-top'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { NoticeBar } from '@/components/layout/notice-bar'
import { ShellEffects } from '@/components/layout/shell-effects'
import { Providers } from '@/components/providers/providers'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import { noticeShownAt } from '@/lib/notice'
import { READING_PREPAINT } from '@/lib/reading'
// Styles by area (docs/development.md, "Styles"); the order is the cascade order.
import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/buttons.css'
import '@/styles/header.css'
import '@/styles/page.css'
import '@/styles/featured.css'
import '@/styles/content.css'
import '@/styles/home.css'
import '@/styles/school.css'
import '@/styles/formats.css'
import '@/styles/enrolling.css'
import '@/styles/forms.css'
import '@/styles/search.css'
import '@/styles/footer.css'
import '@/styles/shell.css'
import '@/styles/feedback.css'
import '@/styles/mailbox.css'
import '@/styles/scores.css'
import '@/styles/reading.css'

/**
 * Every page is rendered on its first request and then served from the page cache until the cms
 * revalidates its tags, dynamic segments included (no page reads headers, cookies or the query:
 * visitor-specific parts are client islands). Said once here for every route below.
 */
export const dynamic = 'force-static'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadOptional('setting.Setting/setting')
  const name = settings?.setting.site_name || '开放大学'
  return {
    metadataBase: new URL(publicConfig().siteOrigin),
    title: { template: `%s - ${name}`, default: name },
    description: `${name}官方网站：学校概况、新闻中心、办学形式、招生服务与成绩查询。`,
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/logo.svg', type: 'image/svg+xml' },
      ],
    },
    // Shared links (WeChat, Weibo…): the school's name and logo unless a page has its own.
    openGraph: {
      type: 'website',
      siteName: name,
      locale: 'zh_CN',
      images: [{ url: settings?.setting.logo?.url ?? '/icon-512.png' }],
    },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // --brand of styles/tokens.css: a meta tag cannot read a CSS variable.
  themeColor: '#0b3d91',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Runtime configuration: pages are rendered by the running server (never served from the build).
  const config = publicConfig()
  const [settings, notice, nav] = await Promise.all([
    loadOptional('setting.Setting/setting'),
    loadOptional('setting.Notice/info'),
    loadOptional('setting.Navigation/info'),
  ])
  // Media and API answers come from the cms's origin: open that connection while the HTML is
  // still arriving, so the first slide (the LCP image) does not wait for it.
  const apiOrigin = new URL(config.apiBaseUrl).origin
  if (apiOrigin !== new URL(config.siteOrigin).origin) preconnect(apiOrigin)
  return (
    // The <head> script sets the visitor's reading settings on <html> before the first paint.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: READING_PREPAINT }} />
      </head>
      <body>
        <Providers config={config} settings={settings}>
          <div id="top" tabIndex={-1} />
          <a href="#main" className="skip-link">
            跳到主要内容
          </a>
          <ShellEffects />
          <NoticeBar
            notice={notice?.notice ?? null}
            shownAtRender={noticeShownAt(notice?.notice, Date.now())}
          />
          <Header settings={settings} nav={nav} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer settings={settings} groups={nav?.footer ?? []} assistantUrl={config.assistantUrl} />
          <BackToTop />
          <AssistantLink />
        </Providers>
      </body>
    </html>
  )
}
