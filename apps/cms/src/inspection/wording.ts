import type { Payload, PayloadRequest } from 'payload'
import { lexicalText } from '@/search/extract'
import { articleTexts } from '@/sensitive/match'
import { ARTICLE_COLLECTIONS, newsCategoryPaths, pathOf } from './pages'
import type { Finding } from './types'

/**
 * Fixed expressions (规范表述): the dictionary of correct forms and their common wrong forms. A wrong
 * form counts only where it is not part of a correct form (a wrong form may be a piece of the
 * right one).
 */

export interface WordingRule {
  correct: string
  wrong: string[]
  severity: 'serious' | 'normal'
}

export interface WordingMatch {
  wrong: string
  correct: string
  severity: 'serious' | 'normal'
}

const fold = (s: string) => s.normalize('NFKC').replace(/\s+/g, '')

export async function loadRules(payload: Payload, req?: Partial<PayloadRequest>): Promise<WordingRule[]> {
  const { docs } = await payload.find({
    collection: 'wording-rules',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(req?.transactionID ? { req } : {}),
  })
  return docs.map((d) => ({
    correct: d.correct,
    wrong: String(d.wrong ?? '')
      .split(/[\n,，、;；]+/)
      .map((w) => w.trim())
      .filter(Boolean),
    severity: d.severity === 'serious' ? 'serious' : 'normal',
  }))
}

/** The wrong forms the texts contain, serious first. */
export function findWording(rules: readonly WordingRule[], ...texts: unknown[]): WordingMatch[] {
  const text = fold(texts.map((t) => (typeof t === 'string' ? t : lexicalText(t))).join('\n'))
  const out: WordingMatch[] = []
  for (const r of rules) {
    // Blank out the correct forms first, so that a wrong form inside one is not counted.
    const rest = text.split(fold(r.correct)).join('\u0000')
    for (const w of r.wrong) {
      const f = fold(w)
      // A wrong form that contains the correct one ("国家教育部") is looked for in the whole text.
      const hay = f.includes(fold(r.correct)) ? text : rest
      if (f && f !== fold(r.correct) && hay.includes(f))
        out.push({ wrong: w, correct: r.correct, severity: r.severity })
    }
  }
  return out.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'serious' ? -1 : 1))
}

export const describe = (m: WordingMatch) =>
  `“${m.wrong}”应为“${m.correct}”${m.severity === 'serious' ? '（严重）' : ''}`

/** The nightly check of every published article. */
export async function checkWording(
  payload: Payload,
  siteOrigin: string,
  editorOf: (collection: string, id: number | string) => Promise<number | null>,
): Promise<Finding[]> {
  const rules = await loadRules(payload)
  if (!rules.length) return []
  const categories = await newsCategoryPaths(payload)
  const findings: Finding[] = []
  for (const collection of ARTICLE_COLLECTIONS) {
    for (let page = 1; ; page++) {
      const res = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        limit: 200,
        page,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
      for (const doc of res.docs as unknown as (Record<string, unknown> & { id: number })[]) {
        const matches = findWording(rules, ...articleTexts(doc))
        if (!matches.length) continue
        const path = pathOf(collection, doc, categories)
        const editor = await editorOf(collection, doc.id)
        for (const m of matches)
          findings.push({
            kind: 'wording',
            url: path ? `${siteOrigin}${path}` : `${collection}/${doc.id}`,
            target: m.wrong,
            element: `《${String(doc.title ?? '').slice(0, 60)}》`,
            message: `表述错误：${describe(m)}`,
            severity: m.severity,
            editor,
          })
      }
      if (!res.hasNextPage) break
    }
  }
  return findings
}
