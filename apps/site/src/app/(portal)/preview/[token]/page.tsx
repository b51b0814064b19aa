import type { Metadata } from 'next'
import { consoleOrigins } from '../../../../../csp.mjs'
import { PageLayout } from '@/components/layout/page-layout'
import { LivePreview } from '@/components/preview/live-preview'
import { PreviewBody } from '@/components/preview/preview-body'
import { isLivePreviewToken, loadUncached } from '@/lib/api'
import { env } from '@/lib/env'
import { formatDateTime } from '@/lib/format'
import { PAGES } from '@/lib/pages'
import { renderDraft } from './actions'

/**
 * A draft shown through a preview link (the cms's `preview-links`, or the console's live preview).
 * Rendered on every request and never cached: the root layout's `force-static` is overridden here,
 * the API is read with `no-store`, and src/proxy.ts answers `Cache-Control: no-store` (which
 * server.mjs's micro-cache and nginx respect; deploy/nginx.conf also bypasses /preview/). An
 * unknown, expired or revoked link is a 404. In the console's 实时预览 (a live-preview token), the
 * page follows the editor's typing (LivePreview).
 */
export const dynamic = 'force-dynamic'

type Params = Promise<{ token: string }>

export const metadata: Metadata = {
  title: PAGES.preview.title,
  robots: { index: false, follow: false },
}

export default async function PreviewPage({ params }: { params: Params }) {
  const { token } = await params
  const p = await loadUncached('setting.Preview/info', { token })
  const e = env()
  const body = <PreviewBody p={p} />
  return (
    <PageLayout page={PAGES.preview} crumbs={[{ label: PAGES.preview.zh }]}>
      <p className="preview-banner" role="status">
        预览（{p.kind}）：此为未发布的草稿，仅供审阅，请勿转发。
        {p.expires_at && <>链接有效期至 {formatDateTime(p.expires_at)}。</>}
      </p>
      {isLivePreviewToken(token) ? (
        <LivePreview
          consoleOrigins={consoleOrigins({
            apiBaseUrl: e.API_BASE_URL,
            publicApiBaseUrl: e.PUBLIC_API_BASE_URL,
            consoleUrls: e.CMS_PUBLIC_URL,
          })}
          render={renderDraft.bind(null, token)}
        >
          {body}
        </LivePreview>
      ) : (
        body
      )}
    </PageLayout>
  )
}
