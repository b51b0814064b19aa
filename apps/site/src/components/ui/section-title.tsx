import Link from 'next/link'

export function SectionTitle({ zh, en, more }: { zh: string; en: string; more?: string }) {
  return (
    <div className="section-title">
      <h2>
        {zh}
        <span lang="en">{en}</span>
      </h2>
      {more && (
        <Link href={more} className="more">
          更多<span className="sr-only">{zh}</span> →
        </Link>
      )}
    </div>
  )
}
