import type { ReactNode } from 'react'
import { PageLayout, type Crumb } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { ENROLLING_CHILD_TITLES, ENROLLING_TITLES, enrollingPageInfo } from '@/lib/pages'
import { ENROLLING_CHILDREN, href, type EnrollingChild, type EnrollingRoute } from '@/lib/routes'

/** A page of an enrolment type: breadcrumbs and the type's side navigation. */
export function EnrollingLayout({
  type,
  child,
  detail,
  children,
}: {
  type: EnrollingRoute
  child: EnrollingChild
  detail?: string
  children: ReactNode
}) {
  const crumbs: Crumb[] = [
    { href: href.enrolling(), label: '招生服务' },
    { href: href.enrollingType(type), label: ENROLLING_TITLES[type].zh },
    ...(detail
      ? [
          { href: href.enrollingChild(type, child), label: ENROLLING_CHILD_TITLES[child].zh },
          { label: detail },
        ]
      : [{ label: ENROLLING_CHILD_TITLES[child].zh }]),
  ]
  return (
    <PageLayout
      page={enrollingPageInfo(type, child, Boolean(detail))}
      crumbs={crumbs}
      aside={
        <SideNav
          title={ENROLLING_TITLES[type].zh}
          titleEn={ENROLLING_TITLES[type].en}
          items={ENROLLING_CHILDREN.map((c) => ({
            href: href.enrollingChild(type, c),
            label: ENROLLING_CHILD_TITLES[c].zh,
          }))}
        />
      }
    >
      {children}
    </PageLayout>
  )
}
