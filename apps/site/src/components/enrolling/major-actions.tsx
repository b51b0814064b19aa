import Link from 'next/link'

/** The buttons under a major's page: its main action (named for screen readers) and back to the list. */
export function MajorActions({
  href,
  label,
  name,
  testId,
  backHref,
}: {
  href: string
  label: string
  /** The major's name, read after the label by screen readers. */
  name: string
  testId?: string
  backHref: string
}) {
  return (
    <p className="major-actions">
      <Link href={href} className="btn btn-primary" data-testid={testId}>
        {label}
        <span className="sr-only">：{name}</span>
      </Link>
      <Link href={backHref} className="btn btn-ghost">
        ← 返回专业列表
      </Link>
    </p>
  )
}
