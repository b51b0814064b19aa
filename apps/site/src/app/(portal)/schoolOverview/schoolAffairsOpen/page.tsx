import { SchoolLayout } from '@/components/school/school-layout'
import { ArticleList } from '@/components/article/article-list'
import { DisclosureForms } from '@/components/disclosure/disclosure-forms'
import { DisclosureNav } from '@/components/disclosure/disclosure-nav'
import { ItemDocuments } from '@/components/disclosure/item-documents'
import { Pagination } from '@/components/ui/pagination'
import { load, loadListPage, loadOptional } from '@/lib/api'
import { href } from '@/lib/routes'
import { schoolMeta } from '../_lib/meta'

const LIMIT = 10
export const metadata = schoolMeta('schoolAffairsOpen')

/**
 * 信息公开: the column's links (annual reports, search), the catalogue by the Ministry's list,
 * the guide, requests for disclosure and their lookup on the first page; the 校务公开 documents,
 * paged, below.
 */
export default async function SchoolAffairsPage({ params }: { params: Promise<{ n?: string }> }) {
  const { page, data } = await loadListPage(params, LIMIT, (page) =>
    load('school.Affair/list', { page, limit: LIMIT }),
  )
  const catalog = page === 1 ? await loadOptional('disclosure.Catalog/list', {}) : null
  return (
    <SchoolLayout section="schoolAffairsOpen">
      {catalog && (
        <div className="disclosure">
          <DisclosureNav current="catalog" />
          <section aria-labelledby="catalog-title" data-testid="disclosure-catalog">
            <h2 id="catalog-title" className="block-title">
              信息公开目录
            </h2>
            {catalog.guide && (
              <details className="disclosure-guide" id="guide">
                <summary>信息公开指南</summary>
                {catalog.guide.split(/\n{2,}/).map((para) => (
                  <p key={para}>{para}</p>
                ))}
              </details>
            )}
            {catalog.categories.map((c) => (
              <section key={c.id} className="disclosure-category" aria-labelledby={`dc-${c.id}`}>
                <h3 id={`dc-${c.id}`}>{c.name}</h3>
                {c.items.map((i) => (
                  <ItemDocuments
                    key={i.id}
                    id={i.id}
                    title={i.number ? `（${i.number}）${i.title}` : i.title}
                    count={i.documents}
                  />
                ))}
              </section>
            ))}
          </section>
          <DisclosureForms days={catalog.request_days} />
          <h2 className="block-title">校务公开文件</h2>
        </div>
      )}
      <ArticleList items={data.list} hrefFor={(n) => href.schoolDetail('schoolAffairsOpen', n.id)} />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={href.school('schoolAffairsOpen')} />
    </SchoolLayout>
  )
}
