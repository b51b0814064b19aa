import type { ReactNode } from 'react'
import { SchoolLayout } from '@/components/school/school-layout'
import { idParam } from '@/lib/api'
import type { PageInfo } from '@/lib/pages'
import type { SchoolDetailRoute } from '@/lib/routes'
import { schoolDetailMeta } from './meta'

/**
 * Route module of a named record of a school section (a leader, a department): the page's own
 * titles, the record's name in the breadcrumbs, and `view` for its body.
 */
export function schoolRecordPages<T extends { name: string }>(
  section: SchoolDetailRoute,
  page: PageInfo,
  read: (id: number) => Promise<T>,
  view: (record: T) => ReactNode,
) {
  async function Detail({ params }: { params: Promise<{ id: string }> }) {
    const record = await read(idParam((await params).id))
    return (
      <SchoolLayout page={page} section={section} detail={record.name}>
        {view(record)}
      </SchoolLayout>
    )
  }
  return { Detail, detailMetadata: schoolDetailMeta(section, page) }
}
