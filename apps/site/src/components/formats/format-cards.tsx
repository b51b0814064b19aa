import Link from '@/components/ui/link'
import type { CallData } from '@ou/contract'
import { Img } from '@/components/ui/img'
import { href } from '@/lib/routes'

/** The cards of the education formats (home page and the formats index). */
export function FormatCards({
  formats,
}: {
  formats: CallData<'educationFormat.Setting/baseInfo'>['formats']
}) {
  return (
    <ul className="format-cards">
      {formats.map((f) => (
        <li key={f.key} className="format-card" data-color={f.color}>
          <Link href={href.format(f.key)}>
            <div className="format-card-img">
              <Img image={f.cover} sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 25vw" alt="" />
            </div>
            <div className="format-card-body">
              <h3>{f.name}</h3>
              <p className="format-card-en" lang="en">
                {f.name_en}
              </p>
              <p className="format-card-summary">{f.summary}</p>
              <span className="format-card-go" aria-hidden="true">
                了解详情 →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
