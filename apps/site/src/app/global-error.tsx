'use client'

import { serverError, unavailableMessage, useErrorReport } from '@/lib/use-error-report'
import '@/styles/tokens.css'

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useErrorReport(error)
  const digest = serverError(error)?.digest
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
        <p>{digest ? unavailableMessage(digest) : '服务器内部错误'}</p>
        <button type="button" onClick={retry} style={{ padding: '8px 20px', marginRight: 8 }}>
          重试
        </button>
        <a href="/">返回首页</a>
      </body>
    </html>
  )
}
