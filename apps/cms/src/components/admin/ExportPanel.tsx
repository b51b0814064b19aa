'use client'
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABEL,
  CATEGORY_TYPES,
  CATEGORY_TYPE_LABEL,
  optionsOf,
} from '@ou/contract/enums'
import { useState } from 'react'
import { ExportLinks } from './ExportLinks'
import './admin.scss'

// The filters offer the contract's own values and labels, as the collection's fields do.
const FILTERS = [
  { key: 'status', label: '状态', options: optionsOf(APPLICATION_STATUSES, APPLICATION_STATUS_LABEL) },
  { key: 'category_type', label: '招生类别', options: optionsOf(CATEGORY_TYPES, CATEGORY_TYPE_LABEL) },
] as const

/** Export of applications as .xlsx or .csv, filtered like the admissions office works. */
export function ExportPanel() {
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const query = (format: string) => {
    const q = new URLSearchParams({ format })
    for (const { key } of FILTERS) if (chosen[key]) q.set(key, chosen[key])
    return `/staff-api/export/applications?${q}`
  }
  return (
    <section className="ou-import" aria-labelledby="ou-export">
      <h2 id="ou-export">导出报名申请</h2>
      <div className="ou-import__row">
        {FILTERS.map((f) => (
          <label key={f.key}>
            {f.label}
            <select
              value={chosen[f.key] ?? ''}
              onChange={(e) => setChosen((c) => ({ ...c, [f.key]: e.target.value }))}
            >
              <option value="">全部</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <ExportLinks href={query} />
      </div>
    </section>
  )
}
