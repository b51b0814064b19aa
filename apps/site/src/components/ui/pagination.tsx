import Link from '@/components/ui/link'

/** ?page=N links; keeps other query parameters. */
export function Pagination({
  page,
  total,
  limit,
  basePath,
  query = {},
}: {
  page: number
  total: number
  limit: number
  basePath: string
  query?: Record<string, string | number | undefined>
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)))
  if (pages <= 1) return null
  const href = (n: number) => {
    const q = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v))
    if (n > 1) q.set('page', String(n))
    const s = q.toString()
    return s ? `${basePath}?${s}` : basePath
  }
  const nums: (number | 'gap')[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) nums.push(n)
    else if (nums[nums.length - 1] !== 'gap') nums.push('gap')
  }
  return (
    <nav className="pagination" aria-label="分页">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span className="disabled" aria-hidden="true">
          上一页
        </span>
      )}
      {nums.map((n, i) =>
        n === 'gap' ? (
          <span key={`gap${i}`} className="gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={href(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`第 ${n} 页`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={href(page + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span className="disabled" aria-hidden="true">
          下一页
        </span>
      )}
      <span className="page-total">
        共 {total} 条 · {pages} 页
      </span>
    </nav>
  )
}
