import type { ReactNode } from 'react'

/** The baseline of bench/lighthouse.ts: a bare Next.js page, built and served by the same Next.js. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta name="description" content="基准页面" />
        <title>基准页面</title>
      </head>
      <body>{children}</body>
    </html>
  )
}
