import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { preconnect } from 'react-dom'
import { AssistantLink } from '@/components/layout/assistant-link'
import { BackToTop } from '@/components/layout/back-to-top'
import { ShellEffects } from '@/components/layout/shell-effects'
import { Providers } from '@/components/providers/providers'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import { READING_PREPAINT } from '@/lib/reading'
// Styles by area (docs/development.md, "Styles"); the order is the cascade order. The portal's are
// here too: split between this layout and the portal's, their order in the page would change.
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

/**
 * What every site of the group shares. The name, description and shared-link card of a site
 * belong to its own layout ((portal)/layout.tsx for the portal).
 */
export function generateMetadata(): Metadata {
  // A function, not a constant: the origin is runtime configuration, read per render.
  return {
    metadataBase: new URL(publicConfig().siteOrigin),
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/logo.svg', type: 'image/svg+xml' },
      ],
    },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // --brand of styles/tokens.css: a meta tag cannot read a CSS variable.
  themeColor: '#0b3d91',
}

/**
 * The document every site of the group (站群) shares: the portal's routes sit in the (portal) route
 * group with its frame (notice, header, navigation, footer); a branch school's site under
 * `/sites/{slug}` brings its own. Each frame renders the `<main id="main">` the skip link targets,
 * between its header and footer.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Runtime configuration: pages are rendered by the running server (never served from the build).
  const config = publicConfig()
  const settings = await loadOptional('setting.Setting/setting')
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
          {children}
          <BackToTop />
          <AssistantLink />
        </Providers>
      </body>
    </html>
  )
}
