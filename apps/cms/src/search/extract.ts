import type { SearchType } from '@ou/contract'
import { tokenize } from './tokens'

type Doc = Record<string, unknown>

/** Plain text of a Lexical rich-text value, for indexing. */
export function lexicalText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown[]; root?: unknown; type?: string }
    if (typeof n.text === 'string') out.push(n.text)
    if (n.root) walk(n.root)
    if (Array.isArray(n.children)) {
      n.children.forEach(walk)
      if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'listitem') out.push('\n')
    }
  }
  walk(value)
  return out
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

const idOf = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? Number((v as { id: unknown }).id)
      : undefined

interface Source {
  type: SearchType
  ref: (doc: Doc) => Record<string, string | number | undefined>
  title?: string
}

/** Which collections are searchable, as what, and where their hits link to. */
const SEARCH_SOURCES: Record<string, Source> = {
  news: { type: 'news', ref: (d) => ({ category: idOf(d.category)?.toString() }) },
  'school-introductions': { type: 'school', ref: () => ({ section: 'introduction' }) },
  'campus-culture': { type: 'school', ref: () => ({ section: 'campus' }) },
  'school-affairs': { type: 'school', ref: () => ({ section: 'affair' }) },
  leaders: { type: 'school', title: 'name', ref: () => ({ section: 'staff' }) },
  departments: { type: 'school', title: 'name', ref: () => ({ section: 'department' }) },
  'theme-articles': { type: 'theme', ref: (d) => ({ theme_id: idOf(d.theme), section: String(d.section) }) },
  'format-pages': { type: 'format', ref: (d) => ({ format: String(d.key) }) },
  'enroll-news': { type: 'enrolling', ref: (d) => ({ category_type: String(d.category_type) }) },
  majors: { type: 'major', title: 'name', ref: (d) => ({ category_type: String(d.category_type) }) },
  pages: { type: 'page', ref: (d) => ({ path: String(d.path) }) },
}

export function toSearchDoc(source: string, doc: Doc) {
  const s = SEARCH_SOURCES[source]
  if (!s) return null
  const title = String(doc[s.title ?? 'title'] ?? '')
  const content = lexicalText(doc.content)
  // A summary is often the body's first sentence; index it once so snippets do not repeat it.
  const summary = typeof doc.summary === 'string' && !content.includes(doc.summary.trim()) ? doc.summary : ''
  const parts = [summary, doc.duties, doc.position, content, lexicalText(doc.resume)]
  // An editor's page: the words of its blocks.
  if (Array.isArray(doc.layout))
    for (const b of doc.layout as Doc[])
      parts.push(lexicalText(b.content), b.caption, b.title, b.data, b.label, b.name, b.address)
  if (Array.isArray(doc.sections))
    for (const sec of doc.sections as Doc[]) parts.push(sec.title, lexicalText(sec.content))
  const body = parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join('\n')
    .slice(0, 20_000)
  const ref = Object.fromEntries(Object.entries(s.ref(doc)).filter(([, v]) => v !== undefined))
  const published = typeof doc.published_at === 'string' ? doc.published_at : null
  const t = tokenize(title)
  const b = tokenize(body)
  return { type: s.type, title, body, ref, published_at: published, tu: t.u, tb: t.b, bu: b.u, bb: b.b }
}
