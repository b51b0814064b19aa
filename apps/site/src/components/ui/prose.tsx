import { cx } from '@/lib/format'

/** Rich text from the cms (already sanitized server-side). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
