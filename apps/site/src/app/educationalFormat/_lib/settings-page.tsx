import type { ComponentProps } from 'react'
import type { FormatPage as FormatSettings } from '@ou/contract'
import type { FormatKey } from '@ou/contract/enums'
import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

/**
 * Route module of a format's own page, made of its settings (`…Setting/…Info`) and, for some
 * formats, a second settings record whose sections follow.
 */
export function formatSettingsPage(
  format: FormatKey,
  read: () => Promise<readonly [FormatSettings, (FormatSettings | null)?]>,
  nav?: ComponentProps<typeof FormatLayout>['nav'],
) {
  const page = formatPageInfo(format)
  async function FormatPage() {
    const [data, extra] = await read()
    return (
      <FormatLayout format={format} page={page} banner={data.banner} nav={nav}>
        <FormatContent data={data} extra={extra} />
      </FormatLayout>
    )
  }
  return { metadata: pageMeta(page, href.format(format)), Page: FormatPage }
}
