import Link from '@/components/ui/link'
import { FORMAT_KEYS, type FormatKey } from '@ou/contract/enums'
import { FORMATS } from '@/lib/pages'
import { href } from '@/lib/routes'

/** Header strip of every education-format page: the seven formats, current one marked. */
export function EducationalFormatHeader({ current }: { current?: FormatKey }) {
  return (
    <nav className="format-header" aria-label="办学形式">
      <ul>
        {FORMAT_KEYS.map((key) => (
          <li key={key}>
            <Link href={href.format(key)} aria-current={key === current ? 'page' : undefined}>
              {FORMATS[key].zh}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
