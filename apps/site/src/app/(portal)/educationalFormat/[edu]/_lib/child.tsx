import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { EduLayout } from '@/components/edu/edu-layout'
import { Pagination } from '@/components/ui/pagination'
import { idParam, loadListPage } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { href, type EduChild, type EduRoute } from '@/lib/routes'
import { eduParam, type EduIdParams, type EduParams } from './params'

/** The metadata of an education child's own page (its list, or the score login and query). */
export function eduChildMetadata(child: EduChild, layout?: 'login') {
  return async ({ params }: { params: EduParams }) => {
    const edu = await eduParam(params)
    return pageMeta(formatPageInfo(edu, EDU_CHILD_TITLES[child], layout), href.eduChild(edu, child))
  }
}

/**
 * The route modules of a child with records: its list, a record, and their metadata (the list's
 * from the child's titles, a record's from `recordMetadata`).
 */
export function eduChildPages(
  child: EduChild,
  pages: {
    List: (props: { params: Promise<{ edu: string; n?: string }> }) => Promise<ReactNode>
    Detail: (props: { params: EduIdParams }) => Promise<ReactNode>
  },
  recordMetadata: (params: EduIdParams) => Promise<Metadata>,
) {
  return {
    ...pages,
    listMetadata: eduChildMetadata(child),
    detailMetadata: ({ params }: { params: EduIdParams }) => recordMetadata(params),
  }
}

/** The link back from a record to its child's list (ArticleView's and RecordView's `back…`). */
export const backToList = (edu: EduRoute, child: EduChild) => ({
  backHref: href.eduChild(edu, child),
  backLabel: EDU_CHILD_TITLES[child].zh,
})

/** A detail page's format and record id; an unknown format or a malformed id is a 404. */
export async function eduIdParam(params: EduIdParams): Promise<{ edu: EduRoute; id: number }> {
  const edu = await eduParam(params)
  return { edu, id: idParam((await params).id) }
}

/** One page of a child's list, loaded by `fetch`; a page past the end is a 404. */
export async function eduListPage<T extends { total: number }>(
  params: Promise<{ edu: string; n?: string }>,
  limit: number,
  fetch: (edu: EduRoute, page: number) => Promise<T>,
): Promise<{ edu: EduRoute; page: number; data: T }> {
  const edu = await eduParam(params)
  return { edu, ...(await loadListPage(params, limit, (page) => fetch(edu, page))) }
}

/** A child's list page: its layout, the list, and the pager under it. */
export function EduListLayout({
  edu,
  child,
  page,
  total,
  limit,
  children,
}: {
  edu: EduRoute
  child: EduChild
  page: number
  total: number
  limit: number
  children: ReactNode
}) {
  return (
    <EduLayout edu={edu} child={child}>
      {children}
      <Pagination page={page} total={total} limit={limit} basePath={href.eduChild(edu, child)} />
    </EduLayout>
  )
}
