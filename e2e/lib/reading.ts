import type { BrowserContext } from '@playwright/test'

/** A visitor's reading settings as the site stores them (apps/site/src/lib/reading.ts). */
export interface Reading {
  elder?: 0 | 1 | 2
  contrast?: boolean
  hant?: boolean
}

/** The modes the reach tests walk through, by name. */
export const MODES: Record<string, Reading> = {
  standard: {},
  'elder-1.25': { elder: 1 },
  'elder-1.5': { elder: 2 },
  contrast: { contrast: true },
  'elder-1.5-contrast': { elder: 2, contrast: true },
  hant: { hant: true },
}

/** Every page of the context opens with these settings remembered, as if chosen on an earlier visit. */
export async function rememberReading(context: BrowserContext, reading: Reading) {
  await context.addInitScript((value) => {
    try {
      if (!sessionStorage.getItem('__reading_set')) {
        localStorage.setItem('reading', value)
        sessionStorage.setItem('__reading_set', '1')
      }
    } catch {
      // about:blank has no storage
    }
  }, JSON.stringify(reading))
}

/**
 * Phone widths: the test site sends windows under 500 px to its configured mobile site
 * (shell.spec.ts); these tests are about the pages themselves. CSS still sees the real width.
 */
export async function stayOnSite(context: BrowserContext) {
  await context.addInitScript(() => Object.defineProperty(window, 'innerWidth', { get: () => 1024 }))
}
