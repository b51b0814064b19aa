'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How long typing pauses before the frame asks for the page again. */
const TYPING_PAUSE_MS = 250
/**
 * The console answers the frame's `ready` with the form's values and then a document event that is
 * no save (@payloadcms/ui's LivePreview window sends both when it learns the frame is ready). Taken
 * for a save, it dropped what a clerk had typed before the frame was ready. One that comes this
 * soon after `ready` is passed over.
 */
const READY_ECHO_MS = 3000

type Message = { type?: unknown; data?: unknown } | null

/**
 * The console's 实时预览 shows the preview page in a frame and tells it, through `postMessage`,
 * the form's values at every change (`payload-live-preview`) and each save
 * (`payload-document-event`): what @payloadcms/live-preview-react's listeners hear, here for a
 * page rendered on the server. A change is rendered by `render` (a server action) once typing
 * pauses; a save renders the page again from the saved draft. Only messages from the console's
 * own origins count; outside its frame this does nothing.
 */
export function LivePreview({
  consoleOrigins,
  render,
  children,
}: {
  consoleOrigins: string[]
  render: (draft: Record<string, unknown>) => Promise<ReactNode>
  children: ReactNode
}) {
  const router = useRouter()
  const [live, setLive] = useState<ReactNode>(null)
  const asked = useRef(0)
  useEffect(() => {
    if (window.parent === window) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let readyAt = 0
    const onMessage = (event: MessageEvent) => {
      if (!consoleOrigins.includes(event.origin)) return
      const message = event.data as Message
      if (message?.type === 'payload-document-event') {
        if (readyAt && Date.now() - readyAt < READY_ECHO_MS) {
          readyAt = 0
          return
        }
        // Saved: the page itself now shows the draft; later changes render over it again.
        asked.current++
        clearTimeout(timer)
        setLive(null)
        router.refresh()
        return
      }
      const draft = message?.data
      if (message?.type !== 'payload-live-preview' || !draft || typeof draft !== 'object') return
      clearTimeout(timer)
      timer = setTimeout(() => {
        const n = ++asked.current
        render(draft as Record<string, unknown>)
          .then((node) => {
            // Only the answer to the latest change counts; a failed one leaves the frame as it is.
            if (n === asked.current && node) setLive(node)
          })
          .catch(() => {})
      }, TYPING_PAUSE_MS)
    }
    window.addEventListener('message', onMessage)
    // The console starts sending once the frame says it is ready; the message carries nothing.
    readyAt = Date.now()
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, '*')
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [consoleOrigins, render, router])
  return <div data-live-preview={live ? 'draft' : 'saved'}>{live ?? children}</div>
}
