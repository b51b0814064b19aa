import type { MetadataRoute } from 'next'
import { loadOptional } from '@/lib/api'

export const dynamic = 'force-dynamic'

/** The web manifest: the school's name and colours (--brand of styles/tokens.css). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const name = (await loadOptional('setting.Setting/setting'))?.setting.site_name || '开放大学'
  return {
    name,
    short_name: name,
    lang: 'zh-CN',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b3d91',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }
}
