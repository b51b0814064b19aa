'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The console's live preview shows this page in a frame. Payload's admin waits for the frame to
 * say it is ready and tells it when the document was saved (`payload-document-event`); the page
 * then renders again with the saved draft. What @payloadcms/live-preview-react's RefreshRouteOnSave
 * does, without the dependency. Outside the console's frame it does nothing.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string } | null
      if (data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
