import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { PORTAL_SITE } from '@ou/contract'
import { desksOf, itemsIn, reviewSplit, reviewsAll, scheduledFor, withSubmitters } from '@/review/queue'
import { REVIEW_STATE_LABEL } from '@/review/states'
import { confinedSites, siteIdOf, siteNames } from '@/sites/scope'
import '../admin.scss'

const TABS = [
  { key: 'pending', label: '待审核' },
  { key: 'returned', label: '已退回' },
  { key: 'scheduled', label: '定时发布与下线' },
] as const
type Tab = (typeof TABS)[number]['key']

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })

const editLink = (slug: string, id: number | string) => `/admin/collections/${slug}/${id}`

/** Names an item's site (站群), or nothing where one site is all the person works on. */
type SiteOf = ((item: { site: number | null }) => string) | null

/** A queue table: the columns every tab shows (site, section, title), then the tab's own. */
function QueueTable({
  columns,
  siteOf,
  children,
}: {
  columns: string[]
  siteOf: SiteOf
  children: React.ReactNode
}) {
  return (
    <table className="ou-queue__table">
      <thead>
        <tr>
          {[...(siteOf ? ['站点'] : []), '栏目', '标题', ...columns].map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** A row's first cells: its site, its section, and its title linking to its edit page. */
function ItemCells({
  item,
  siteOf,
}: {
  item: {
    collection: { slug: string; label: string }
    id: number | string
    title: string
    site: number | null
    reportedBy?: string
  }
  siteOf: SiteOf
}) {
  return (
    <>
      {siteOf && <td className="ou-queue__site">{siteOf(item)}</td>}
      <td>{item.collection.label}</td>
      <td>
        <a href={editLink(item.collection.slug, item.id)}>{item.title}</a>
        {/* 信息报送: the site that reported it (reports/), for the portal's reviewers. */}
        {item.reportedBy && <span className="ou-queue__origin">（{item.reportedBy}报送）</span>}
      </td>
    </>
  )
}

const REVIEWER_HINT =
  '打开稿件核对内容后，在编辑页右上角“发布”（或其下拉菜单中的“定时发布”），或填写审核意见后“退回修改”。'
const WRITER_HINT = '您提交的稿件由审核员发布；被退回的稿件请按审核意见修改后重新“提交审核”。'

/** One page for the review workflow: what waits for a reviewer, what was sent back, what is scheduled. */
export async function ReviewQueue({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Freview')
  const { payload, user } = req
  const desks = desksOf(payload, user)
  const tabParam = searchParams?.tab
  const tab: Tab = TABS.some((t) => t.key === tabParam) ? (tabParam as Tab) : 'pending'
  const reviewer = reviewsAll(user)
  // 审核员 on some sites, 编辑 on others: each waiting row says whose move it is.
  const split = reviewSplit(user)
  // The web office works on every site: each row names its site (the portal for a collection that
  // is the portal's alone). A site's staff see their one site's items only, unless they have several.
  const confined = confinedSites(user)
  let siteOf: SiteOf = null
  let names = (ids: number[]) => ids.join('、')
  if (!confined || confined.length > 1) {
    const [byId, portal] = await Promise.all([siteNames(payload), siteIdOf(payload, PORTAL_SITE)])
    siteOf = (item) => byId.get(item.site ?? portal ?? -1) ?? '—'
    names = (ids) => ids.map((id) => byId.get(id) ?? `#${id}`).join('、')
  }

  let body: React.ReactNode
  if (tab === 'scheduled') {
    const items = await scheduledFor(payload, desks)
    body = items.length ? (
      <QueueTable columns={['安排', '时间']} siteOf={siteOf}>
        {items.map((i) => (
          <tr key={`${i.collection.slug}-${i.id}-${i.at}-${i.type}`}>
            <ItemCells item={i} siteOf={siteOf} />
            <td>{i.type === 'publish' ? '定时发布' : '定时下线'}</td>
            <td>{when(i.at)}</td>
          </tr>
        ))}
      </QueueTable>
    ) : (
      <p className="ou-queue__empty">没有安排定时发布或下线的稿件。</p>
    )
  } else {
    const items = await withSubmitters(payload, (await itemsIn(payload, desks, [tab])).items)
    const whose = split && tab === 'pending'
    body = items.length ? (
      <QueueTable
        columns={[
          '状态',
          ...(whose ? ['处理'] : []),
          '提交人',
          tab === 'returned' ? '审核意见' : '敏感词',
          '最后修改',
        ]}
        siteOf={siteOf}
      >
        {items.map((i) => (
          <tr key={`${i.collection.slug}-${i.id}`}>
            <ItemCells item={i} siteOf={siteOf} />
            <td>
              <span className={`ou-state ou-state--${i.state}`}>{REVIEW_STATE_LABEL[i.state]}</span>
            </td>
            {whose && (
              <td className="ou-queue__whose">
                {i.site !== null && split.reviewing.includes(i.site) ? '待您审核' : '等待该站点审核员'}
              </td>
            )}
            <td className="ou-queue__submitter">
              {i.submitter ? (
                <>
                  {i.submitter}
                  <br />
                  <small>{when(i.submittedAt!)}</small>
                </>
              ) : (
                '—'
              )}
            </td>
            <td>
              {tab === 'returned' ? (
                i.comment
              ) : i.sensitive ? (
                <span className="ou-queue__warn">{i.sensitive}</span>
              ) : (
                '—'
              )}
            </td>
            <td>{when(i.updatedAt)}</td>
          </tr>
        ))}
      </QueueTable>
    ) : (
      <p className="ou-queue__empty">{tab === 'pending' ? '没有等待审核的稿件。' : '没有被退回的稿件。'}</p>
    )
  }

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="ou-queue">
          <h1>审核队列</h1>
          {split ? (
            <>
              <p className="ou-queue__hint">
                在您担任审核员的站点（{names(split.reviewing)}）：{REVIEWER_HINT}
              </p>
              <p className="ou-queue__hint">
                在您担任编辑的站点（{names(split.writing)}）：{WRITER_HINT}
              </p>
            </>
          ) : (
            <p className="ou-queue__hint">{reviewer ? REVIEWER_HINT : WRITER_HINT}</p>
          )}
          <nav className="ou-queue__tabs" aria-label="审核状态">
            {TABS.map((t) => (
              <a
                key={t.key}
                href={`/admin/review?tab=${t.key}`}
                aria-current={t.key === tab ? 'page' : undefined}
              >
                {t.label}
              </a>
            ))}
          </nav>
          {desks.length ? body : <p className="ou-queue__empty">您的角色没有需要审核的栏目。</p>}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
