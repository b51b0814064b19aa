'use client'

import { useConfig } from '@/components/providers/config'

/**
 * Floating assistant image: opens the configured AI chat share page in a new tab. Nothing without
 * one (ASSISTANT_URL). On phones it would sit over text and form fields, so there the footer's
 * link (Footer) takes its place.
 */
export function AssistantLink() {
  const { assistantUrl } = useConfig()
  if (!assistantUrl) return null
  return (
    <a
      className="assistant"
      href={assistantUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="assistant"
    >
      <img src="/assistant.svg" alt="智能助手：在新标签页打开 AI 问答" width={64} height={64} />
      <span className="assistant-label">智能助手</span>
    </a>
  )
}
