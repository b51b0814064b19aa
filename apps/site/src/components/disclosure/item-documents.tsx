'use client'

import { useState } from 'react'
import type { CallData } from '@ou/contract'
import { useApi } from '@/components/providers/api'
import { href } from '@/lib/routes'

/** One item of the catalogue: its documents are read when the visitor opens it. */
export function ItemDocuments({ id, title, count }: { id: number; title: string; count: number }) {
  const api = useApi()
  const [docs, setDocs] = useState<CallData<'disclosure.Catalog/info'>['list'] | null>(null)
  return (
    <details
      className="disclosure-item"
      onToggle={(e) => {
        if ((e.target as HTMLDetailsElement).open && !docs)
          void api
            .request('disclosure.Catalog/info', { item_id: id })
            .then((r) => setDocs(r.ok ? r.data.list : []))
      }}
    >
      <summary>
        {title} <span className="muted">（{count} 份文件）</span>
      </summary>
      {docs === null ? null : docs.length === 0 ? (
        <p className="muted">暂无公开文件</p>
      ) : (
        <ul>
          {docs.map((d) => (
            <li key={`${d.title}-${d.affair_id ?? d.url}`}>
              <a href={d.affair_id ? href.schoolDetail('schoolAffairsOpen', d.affair_id) : (d.url ?? '#')}>
                {d.title}
              </a>
              {d.date && <span className="muted"> {d.date}</span>}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
