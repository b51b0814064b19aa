import Link from '@/components/ui/link'
import type { CallData } from '@ou/contract'
import { MAJOR_LEVEL_LABEL } from '@ou/contract/enums'
import type { MetaFact } from '@/components/article/record-parts'

/** The meta line of a major's pages: its level and code, then one fact of the page's own. */
export const majorFacts = (
  m: Pick<CallData<'enrolling.Major/info'>, 'level' | 'code'>,
  own: MetaFact,
): MetaFact[] => [['层次', MAJOR_LEVEL_LABEL[m.level]], m.code && ['专业代码', m.code], own]

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
