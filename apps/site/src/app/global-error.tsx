'use client'

import { useEffect } from 'react'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-guard'
import '@/styles/tokens.css'

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
    if (isChunkLoadError(error)) reloadForStaleChunk()
  }, [error])
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined
  return (
    <html lang="zh-CN">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          textAlign: 'center',
          padding: '15vh 1rem',
          color: 'var(--text)',
        }}
      >
        <title>Internal Server Error</title>
        <p style={{ fontSize: 72, fontWeight: 700, color: 'var(--brand)', margin: 0 }}>500</p>
        <h1>Internal Server Error</h1>
        <p>{digest ? `服务暂时不可用（错误编号 ${digest}）` : '服务器内部错误'}</p>
        <button type="button" onClick={retry} style={{ padding: '8px 20px', marginRight: 8 }}>
          重试
        </button>
        <a href="/">返回首页</a>
      </body>
    </html>
  )
}
