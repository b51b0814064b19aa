import Link from '@/components/ui/link'
import type { Image } from '@ou/contract'
import { Img } from '@/components/ui/img'
import { Prose } from '@/components/ui/prose'
import { MetaLine, type MetaFact } from './record-parts'

/**
 * A record that is not an article (a learning centre, a department) shown as one: its name, a
 * line of facts, its cover, its text and a link back to its list.
 */
export function RecordView({
  title,
  facts,
  cover,
  html,
  backHref,
  backLabel,
}: {
  title: string
  /** The facts of the meta line. */
  facts: MetaFact[]
  cover: Image | null | undefined
  html: string
  backHref: string
  backLabel: string
}) {
  return (
    <article className="article-view">
      <header className="article-head">
        <h1>{title}</h1>
        <MetaLine facts={facts} />
      </header>
      {cover && <Img image={cover} sizes="(max-width: 900px) 100vw, 800px" className="article-cover" />}
      <Prose html={html} />
      <p>
        <Link href={backHref} className="btn btn-ghost">
          ← 返回{backLabel}
        </Link>
      </p>
    </article>
  )
}
