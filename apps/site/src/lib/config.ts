/** Runtime configuration, read from the environment of the running server (never at build time). */
export interface PublicConfig {
  /** Base URL the browser uses for API calls. */
  apiBaseUrl: string
  /** Mobile site address; empty means no mobile redirect. */
  mobileSiteUrl: string
  /** AI assistant share page, opened from the floating assistant image. */
  assistantUrl: string
  /** Public origin of this site, for canonical links. */
  siteOrigin: string
}

const trimSlash = (s: string) => s.replace(/\/+$/, '')

export function serverApiBaseUrl(): string {
  return trimSlash(process.env.API_BASE_URL || 'http://127.0.0.1:3001')
}

export function publicConfig(): PublicConfig {
  return {
    apiBaseUrl: trimSlash(process.env.PUBLIC_API_BASE_URL || serverApiBaseUrl()),
    mobileSiteUrl: process.env.MOBILE_SITE_URL?.trim() ?? '',
    assistantUrl: process.env.ASSISTANT_URL || 'https://chat.example.edu.cn/share/assistant',
    siteOrigin: trimSlash(process.env.SITE_ORIGIN || 'http://localhost:3000'),
  }
}

export function revalidateSecret(): string {
  return process.env.REVALIDATE_SECRET || 'dev-revalidate-secret'
}
