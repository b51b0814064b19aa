'use client'
import { useCallback, useEffect, useState, type DragEvent } from 'react'
import './admin.scss'

type Node = {
  id: number
  title: string
  path?: string | null
  parent?: number | { id: number } | null
  kind?: string | null
  _order?: string | null
  _status?: string | null
}

const KIND: Record<string, string> = { page: '单页', list: '新闻列表', link: '链接' }
const parentOf = (n: Node) =>
  n.parent == null ? null : typeof n.parent === 'number' ? n.parent : n.parent.id

/** The Payload error's own message (the cms's Chinese text), or a plain one. */
async function messageOf(res: Response) {
  const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? `调整失败（HTTP ${res.status}）`
}

/**
 * 栏目树 above the pages' list: every column under its parent, in the order the site's side
 * navigation shows them. A column is dragged before or after a sibling (or moved with 上移 /
 * 下移, for the keyboard); the order is Payload's own (`orderable`, POST /api/reorder), so the
 * same rights apply as to editing the column.
 */
export function PageTree() {
  const [nodes, setNodes] = useState<Node[] | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [dragged, setDragged] = useState<number | null>(null)

  const load = useCallback(async () => {
    const res = await fetch('/cms-api/pages?depth=0&limit=1000&sort=_order&draft=true', {
      credentials: 'include',
    })
    if (!res.ok) {
      setError(await messageOf(res))
      setNodes([])
      return
    }
    setNodes(((await res.json()) as { docs: Node[] }).docs)
  }, [])
  useEffect(() => void load(), [load])

  const move = async (node: Node, target: Node, after: boolean, retry = true): Promise<void> => {
    setError('')
    setStatus(`正在调整“${node.title}”的位置……`)
    const res = await fetch('/cms-api/reorder', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        collectionSlug: 'pages',
        orderableFieldName: '_order',
        docsToMove: [node.id],
        newKeyWillBe: after ? 'greater' : 'less',
        target: { id: target.id, key: target._order ?? undefined },
      }),
    })
    if (!res.ok) {
      setStatus('')
      setError(await messageOf(res))
      return
    }
    // Columns stored without an order key are given one first (Payload's one-time step); then move.
    const done = (await res.json().catch(() => ({}))) as { message?: string }
    if (done.message === 'initial migration' && retry) {
      const fresh = await fetch(`/cms-api/pages/${target.id}?depth=0&draft=true`, { credentials: 'include' })
      const keyed = fresh.ok ? ((await fresh.json()) as Node) : target
      return move(node, keyed, after, false)
    }
    await load()
    setStatus(`已将“${node.title}”移到“${target.title}”${after ? '之后' : '之前'}。`)
  }

  if (nodes === null) return <p className="ou-import__hint">栏目树加载中……</p>
  const byParent = new Map<number | null, Node[]>()
  const ids = new Set(nodes.map((n) => n.id))
  for (const n of nodes) {
    // A column whose parent is not listed (trashed, say) shows at the top rather than vanish.
    const p = parentOf(n)
    const key = p !== null && ids.has(p) ? p : null
    byParent.set(key, [...(byParent.get(key) ?? []), n])
  }

  const list = (parent: number | null, level: number) => {
    const siblings = byParent.get(parent) ?? []
    if (!siblings.length) return null
    return (
      <ul className="ou-tree__list">
        {siblings.map((n, i) => {
          const drop = (e: DragEvent) => {
            e.preventDefault()
            const from = nodes.find((x) => x.id === dragged)
            setDragged(null)
            if (!from || from.id === n.id || parentOf(from) !== parentOf(n)) return
            void move(from, n, siblings.indexOf(from) < i)
          }
          return (
            <li key={n.id} data-testid={`tree-node-${n.id}`}>
              <div
                className="ou-tree__row"
                draggable
                onDragStart={() => setDragged(n.id)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => {
                  const from = nodes.find((x) => x.id === dragged)
                  if (from && parentOf(from) === parentOf(n)) e.preventDefault()
                }}
                onDrop={drop}
                style={{ paddingLeft: `${level * 1.5}rem` }}
              >
                <span className="ou-tree__grip" aria-hidden="true">
                  ⠿
                </span>
                <a href={`/admin/collections/pages/${n.id}`} className="ou-tree__title">
                  {n.title}
                </a>
                <code className="ou-tree__path">{n.path}</code>
                <span className="ou-tree__tag">{KIND[n.kind ?? 'page'] ?? ''}</span>
                <span className="ou-tree__tag">{n._status === 'published' ? '已发布' : '草稿'}</span>
                <span className="ou-tree__buttons">
                  <button
                    type="button"
                    disabled={i === 0}
                    onClick={() => void move(n, siblings[i - 1]!, false)}
                    aria-label={`上移 ${n.title}`}
                  >
                    上移
                  </button>
                  <button
                    type="button"
                    disabled={i === siblings.length - 1}
                    onClick={() => void move(n, siblings[i + 1]!, true)}
                    aria-label={`下移 ${n.title}`}
                  >
                    下移
                  </button>
                </span>
              </div>
              {list(n.id, level + 1)}
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <section className="ou-import ou-tree" aria-labelledby="ou-tree-title">
      <h2 id="ou-tree-title">栏目树</h2>
      <p className="ou-import__hint">
        拖动栏目（或用“上移”“下移”）调整同一级栏目的顺序，网站的侧边导航按此顺序显示。要把栏目放到别的栏目下，请在栏目中选择“上级栏目”。
      </p>
      {nodes.length ? (
        list(null, 0)
      ) : (
        <p className="ou-import__hint">还没有栏目。点击“新建”创建第一个栏目。</p>
      )}
      <p role="status" className="ou-import__ok">
        {status}
      </p>
      {error ? (
        <p role="alert" className="ou-import__error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
