import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { lexicalText } from '@/search/extract'
import { articleTexts } from '@/sensitive/match'
import { ARTICLE_COLLECTIONS, EDU_ROUTE, ENROLL_ROUTE, docOfPath, newsCategoryPaths, pathOf } from './pages'
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

/**
 * The nightly check of every published article. `since`: an incremental run reads only articles
 * changed since then; `carried` (the previous run's wording findings) stand for the others while
 * they are still published. A changed dictionary makes the check whole again.
 */
export async function checkWording(
  payload: Payload,
  siteOrigin: string,
  editorOf: (collection: string, id: number | string) => Promise<number | null>,
  incremental?: { since: string; carried: Finding[] },
  /** A site of the group's run: its own articles only (the rest is the school's, read by group runs). */
  site?: number,
): Promise<Finding[]> {
  const rules = await loadRules(payload)
  if (!rules.length) return []
  let since = incremental?.since
  if (since) {
    const edited = await payload.count({
      collection: 'wording-rules',
      where: { updatedAt: { greater_than: since } },
      overrideAccess: true,
    })
    if (edited.totalDocs) since = undefined
  }
  const categories = await newsCategoryPaths(payload)
  const findings: Finding[] = since ? await stillStanding(payload, incremental!.carried, since) : []
  for (const collection of site === undefined ? ARTICLE_COLLECTIONS : (['news'] as const)) {
    for (let page = 1; ; page++) {
      const res = await payload.find({
        collection,
        where: {
          and: [
            { _status: { equals: 'published' } },
            ...(site === undefined ? [] : [{ site: { equals: site } }]),
            ...(since ? [{ updatedAt: { greater_than: since } }] : []),
          ],
        },
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
  if (site === undefined) findings.push(...(await checkOtherContent(payload, rules, siteOrigin, editorOf)))
  return findings
}

/**
 * Content that is not an article: leaders (names and posts, the gravest slips), departments, the
 * school's introduction and history, the format pages, themes, majors, schools, and the school's
 * own information. Few documents, so every run reads them all. `path` is where the site shows one.
 */
const OTHER_CONTENT: {
  collection: CollectionSlug
  label: string
  /** The record's own page where it has one, so the finding opens it and names its editor. */
  path: (id: number | string, doc: Record<string, unknown>) => string
}[] = [
  { collection: 'leaders', label: '现任领导', path: (id) => `/schoolOverview/currentLeadership/${id}` },
  {
    collection: 'departments',
    label: '机构设置',
    path: (id) => `/schoolOverview/internalOrganization/${id}`,
  },
  { collection: 'school-introductions', label: '学校简介', path: () => '/schoolOverview/aboutSchool' },
  { collection: 'school-history', label: '学校历史', path: () => '/schoolOverview/history' },
  { collection: 'format-pages', label: '办学形式', path: () => '/educationalFormat' },
  { collection: 'themes', label: '专题', path: (id) => `/featured?theme_id=${id}` },
  {
    collection: 'majors',
    label: '专业',
    path: (id, doc) => `/enrolling/${ENROLL_ROUTE[String(doc.category_type)] ?? 'openEducation'}/major/${id}`,
  },
  {
    collection: 'edu-schools',
    label: '办学单位',
    path: (id, doc) =>
      `/educationalFormat/${EDU_ROUTE[String(doc.edu_type)] ?? 'openEducation'}/${doc.type === 'site' ? 'offCampus' : 'districtCityCountyCollege'}/${id}`,
  },
]

/** Every text in a document: strings and Lexical values, however deep (blocks, arrays, groups). */
export function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    // Addresses, dates and keys carry no prose.
    if (!/^(https?:|\/|\d{4}-\d{2}-\d{2}T)/.test(value)) out.push(value)
  } else if (Array.isArray(value)) for (const v of value) textsOf(v, out)
  else if (value && typeof value === 'object') {
    if ('root' in value) out.push(lexicalText(value))
    else
      for (const [k, v] of Object.entries(value))
        if (!['id', 'blockType', 'createdAt', 'updatedAt', '_status'].includes(k)) textsOf(v, out)
  }
  return out
}

async function checkOtherContent(
  payload: Payload,
  rules: WordingRule[],
  siteOrigin: string,
  editorOf: (collection: string, id: number | string) => Promise<number | null>,
): Promise<Finding[]> {
  const findings: Finding[] = []
  const report = async (
    texts: string[],
    where: { collection: string; id: number | string; url: string; element: string },
  ) => {
    const matches = findWording(rules, ...texts)
    if (!matches.length) return
    const editor = await editorOf(where.collection, where.id)
    for (const m of matches)
      findings.push({
        kind: 'wording',
        url: `${siteOrigin}${where.url}`,
        target: m.wrong,
        element: where.element,
        message: `表述错误：${describe(m)}`,
        severity: m.severity,
        editor,
      })
  }
  for (const c of OTHER_CONTENT) {
    const config = payload.collections[c.collection]?.config
    if (!config) continue
    const res = await payload.find({
      collection: c.collection,
      ...(config.versions?.drafts ? { where: { _status: { equals: 'published' } } } : {}),
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of res.docs as unknown as (Record<string, unknown> & { id: number })[]) {
      const name = String(doc.name ?? doc.title ?? doc.id).slice(0, 60)
      await report(textsOf(doc), {
        collection: c.collection,
        id: doc.id,
        url: c.path(doc.id, doc),
        element: `${c.label}「${name}」`,
      })
    }
  }
  const info = await payload.findGlobal({ slug: 'school-info', depth: 0, overrideAccess: true })
  await report(textsOf(info), { collection: 'school-info', id: 'school-info', url: '/', element: '学校信息' })
  return findings
}

/** Carried findings whose article is still published and unchanged since `since`. */
async function stillStanding(payload: Payload, carried: Finding[], since: string): Promise<Finding[]> {
  const byCollection = new Map<string, Set<string>>()
  for (const f of carried) {
    const d = docOfPath(safePath(f.url))
    if (d) byCollection.set(d.collection, (byCollection.get(d.collection) ?? new Set()).add(d.id))
  }
  const standing = new Set<string>()
  for (const [collection, ids] of byCollection) {
    if (!(ARTICLE_COLLECTIONS as readonly string[]).includes(collection)) continue
    const { docs } = await payload.find({
      collection: collection as (typeof ARTICLE_COLLECTIONS)[number],
      where: {
        and: [
          { id: { in: [...ids] } },
          { _status: { equals: 'published' } },
          { updatedAt: { less_than_equal: since } },
        ],
      },
      select: { id: true } as never,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const d of docs as { id: number | string }[]) standing.add(`${collection}:${d.id}`)
  }
  return carried.filter((f) => {
    const d = docOfPath(safePath(f.url))
    return d ? standing.has(`${d.collection}:${d.id}`) : false
  })
}

function safePath(url: string) {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}
