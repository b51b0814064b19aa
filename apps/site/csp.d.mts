/** Types of csp.mjs for the app's TypeScript (the policy itself is set by server.mjs). */
export interface CspConfig {
  apiBaseUrl?: string
  publicApiBaseUrl?: string
  consoleUrls?: string
}
export function consoleOrigins(config: CspConfig): string[]
export function contentSecurityPolicy(
  config: CspConfig,
  scriptHashes: string[],
  page?: { framedByConsole?: boolean },
): string
export function inlineScriptHashes(html: string): string[]
