import Link from '@/components/ui/link'
import { BilingualHeading } from '@/components/ui/bilingual-heading'

export function SectionTitle({ zh, en, more }: { zh: string; en: string; more?: string }) {
  return (
    <div className="section-title">
      <BilingualHeading zh={zh} en={en} />
      {more && (
        <Link href={more} className="more">
          更多<span className="sr-only">{zh}</span> →
        </Link>
      )}
    </div>
  )
}
