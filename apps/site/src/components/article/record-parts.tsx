import type { ReactNode } from 'react'

/** One fact of a meta line, `label：value`; a falsy entry is left out (an optional field). */
export type MetaFact = readonly [label: string, value: ReactNode] | false | null | undefined | ''

/** The line of facts under a record's title (`.article-meta`), each a `<span>`. */
export function MetaLine({ facts }: { facts: MetaFact[] }) {
  return (
    <p className="article-meta">
      {facts.map(
        (f) =>
          f && (
            // One text node for `label：` as the hand-written spans had.
            <span key={f[0]}>
              {`${f[0]}：`}
              {f[1]}
            </span>
          ),
      )}
    </p>
  )
}

/** One term of a facts list: its name, its value, and an optional test id on the value. */
export type Fact = readonly [term: string, value: ReactNode, testId?: string]

/** A record's key facts as a `<dl className="facts">`, one `<div>` a term. */
export function Facts({ items, className, label }: { items: Fact[]; className?: string; label?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'} aria-label={label}>
      {items.map(([term, value, testId]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
