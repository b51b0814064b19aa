import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * For unit tests: Debian's xmllint (which the test suite requires, README) reads the XML the site
 * writes, as a crawler or feed reader would.
 */
const SCHEMAS = fileURLToPath(new URL('../../../../e2e/fixtures/sitemap/', import.meta.url))

const lint = (args: string[], xml: string) =>
  execFileSync('xmllint', args, { input: xml, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 64 << 20 })

/** '' when the document is well formed (and valid against the sitemap schema named, if any); else xmllint's complaint. */
export function xmlProblem(xml: string, schema?: 'sitemap.xsd' | 'siteindex.xsd'): string {
  try {
    lint(['--noout', ...(schema ? ['--schema', SCHEMAS + schema] : []), '-'], xml)
    return ''
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e) || 'invalid'
  }
}

/** Nodes selected by an XPath expression, as xmllint writes them: one a line (none: xmllint exits 10). */
function select(xml: string, expression: string): string[] {
  try {
    return lint(['--xpath', expression, '-'], xml).toString().split('\n').filter(Boolean)
  } catch (e) {
    if ((e as { status?: number }).status === 10) return []
    throw e
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
/** Text as xmllint wrote it (it escapes only with the predefined entities) → the text a reader gets. */
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]!)

/**
 * The text of each element with this local name, as an XML reader gets it (entities resolved), in
 * document order; namespaces ignored, so `loc` finds a sitemap's `<loc>`. For elements of one line
 * of text.
 */
export const texts = (xml: string, name: string): string[] =>
  select(xml, `//*[local-name()='${name}']`).map((line) =>
    unescape(/^<[^>]*?\/>$/.test(line) ? '' : (/^<[^>]*>(.*)<\/[^>]+>$/.exec(line)?.[1] ?? line)),
  )

/** The value of an attribute of each element with this local name, in document order. */
export const attrs = (xml: string, element: string, attr: string): string[] =>
  select(xml, `//*[local-name()='${element}']/@${attr}`).map((line) =>
    unescape(/^ ?[^=]+="(.*)"$/.exec(line)?.[1] ?? line),
  )
