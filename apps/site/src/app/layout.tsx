import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { AssistantLink } from '@/components/layout/assistant-link'
import { BackToTop } from '@/components/layout/back-to-top'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { ShellEffects } from '@/components/layout/shell-effects'
import { Providers } from '@/components/providers/providers'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await loadOptional('setting.Setting/setting')
  const name = settings?.setting.site_name || '开放大学'
  return {
    metadataBase: new URL(publicConfig().siteOrigin),
    title: { template: `%s - ${name}`, default: name },
    description: `${name}官方网站：学校概况、新闻中心、办学形式、招生服务与成绩查询。`,
    icons: { icon: '/logo.svg' },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b3d91',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Runtime configuration: pages are rendered by the running server (never served from the build).
  const config = publicConfig()
  const settings = await loadOptional('setting.Setting/setting')
  return (
    <html lang="zh-CN">
      <body>
        <Providers config={config} settings={settings}>
          <div id="top" tabIndex={-1} />
          <a href="#main" className="skip-link">
            跳到主要内容
          </a>
          <ShellEffects />
          <Header settings={settings} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer settings={settings} />
          <BackToTop />
          <AssistantLink />
        </Providers>
      </body>
    </html>
  )
}
