import type { ComponentProps } from 'react'
import type { CallData, CallName, FormatPage as FormatSettings } from '@ou/contract'
import type { FormatKey } from '@ou/contract/enums'
import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load, loadOptional } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

/** The calls that answer with a format's settings page. */
type SettingsCall = { [N in CallName]: CallData<N> extends FormatSettings ? N : never }[CallName]

/**
 * Route module of a format's own page, made of its settings (`base`) and, for some formats, a
 * second settings record (`extra`, optional) whose sections follow.
 */
export function formatSettingsPage(
  format: FormatKey,
  {
    base,
    extra,
    nav,
  }: { base: SettingsCall; extra?: SettingsCall; nav?: ComponentProps<typeof FormatLayout>['nav'] },
) {
  const page = formatPageInfo(format)
  async function FormatPage() {
    const [data, more] = await Promise.all([load(base), extra ? loadOptional(extra) : undefined])
    return (
      <FormatLayout format={format} page={page} banner={data.banner} nav={nav}>
        <FormatContent data={data} extra={more} />
      </FormatLayout>
    )
  }
  return { metadata: pageMeta(page, href.format(format)), Page: FormatPage }
}
