import { PageLayout } from '@/components/layout/page-layout'
import { RecordList } from '@/components/ui/record-list'
import { Img } from '@/components/ui/img'
import { load } from '@/lib/api'
import { NEW_TAB } from '@/lib/links'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = pageMeta(PAGES.platforms, href.platforms())

/** New-media platforms: the `media` list of the settings call. */
export default async function PlatformsPage() {
  const { media } = await load('setting.Setting/setting')
  return (
    <PageLayout page={PAGES.platforms} crumbs={[{ label: PAGES.platforms.zh }]}>
      <RecordList items={media} className="platforms" itemClassName="platform">
        {(m) => (
          <>
            <div className="platform-qr">
              <Img image={m.qrcode} sizes="160px" alt={m.qrcode?.alt || `${m.name}二维码`} />
            </div>
            <div className="platform-body">
              <h2>{m.name}</h2>
              <p className="platform-account">账号：{m.account}</p>
              <p>{m.description}</p>
              {m.url && (
                <a href={m.url} {...NEW_TAB} className="btn btn-ghost">
                  访问{m.name}
                  <span className="sr-only">（在新标签页打开）</span>
                </a>
              )}
            </div>
          </>
        )}
      </RecordList>
    </PageLayout>
  )
}
