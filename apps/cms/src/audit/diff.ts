import type { Field } from 'payload'

type Doc = Record<string, unknown>
interface Leaf {
  path: string[]
  label: string
  /** Option labels of a select, radio or checkbox, whose old and new values are shown. */
  show?: (v: unknown) => string
}

// Bookkeeping Payload or our hooks maintain; the action already says what they changed.
const SKIP = new Set([
  'updatedAt',
  'createdAt',
  '_status',
  'review_state',
  'review_comment',
  'sensitive_matches',
  'sensitive_confirmed',
  'views',
])

const labelOf = (f: { label?: unknown; name?: string }) =>
  typeof f.label === 'string'
    ? f.label
    : f.label && typeof f.label === 'object' && 'zh' in f.label
      ? String((f.label as { zh: unknown }).zh)
      : (f.name ?? '')

function leaves(fields: Field[], prefix: string[] = [], into: Leaf[] = []): Leaf[] {
  for (const f of fields) {
    if (f.type === 'ui' || ('hidden' in f && f.hidden)) continue
    if (f.type === 'row' || f.type === 'collapsible') leaves(f.fields, prefix, into)
    else if (f.type === 'tabs')
      for (const t of f.tabs) leaves(t.fields, 'name' in t && t.name ? [...prefix, t.name] : prefix, into)
    else if ('name' in f && !SKIP.has(f.name)) {
      const path = [...prefix, f.name]
      if (f.type === 'select' || f.type === 'radio') {
        const options = new Map(
          f.options.map((o) => (typeof o === 'string' ? [o, o] : [o.value, labelOf(o as never)])),
        )
        const one = (v: unknown) => (v == null || v === '' ? '（空）' : (options.get(String(v)) ?? String(v)))
        into.push({
          path,
          label: labelOf(f),
          show: (v) => (Array.isArray(v) ? v.map(one).join('、') : one(v)),
        })
      } else if (f.type === 'checkbox') into.push({ path, label: labelOf(f), show: (v) => (v ? '是' : '否') })
      else into.push({ path, label: labelOf(f) })
    }
  }
  return into
}

/** Populated relations compare by id; empty values compare equal. */
function normal(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null
  if (Array.isArray(v)) return v.map(normal)
  if (typeof v === 'object') {
    const o = v as Doc
    if ('id' in o && ('createdAt' in o || 'updatedAt' in o)) return o.id
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, normal(x)]))
  }
  return v
}

const at = (doc: Doc, path: string[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Doc)[k] : undefined), doc)

/**
 * What changed between two versions of a document, in words: the labels of the changed fields, with
 * old and new values only for choices (texts may hold personal data and stay out of the log).
 */
export function diffSummary(fields: Field[], before: Doc, after: Doc): string {
  const parts: string[] = []
  for (const leaf of leaves(fields)) {
    const a = at(before, leaf.path)
    const b = at(after, leaf.path)
    if (JSON.stringify(normal(a)) === JSON.stringify(normal(b))) continue
    parts.push(leaf.show ? `${leaf.label}：${leaf.show(a)} → ${leaf.show(b)}` : leaf.label)
  }
  return parts.length ? `修改了 ${parts.join('；')}` : ''
}
