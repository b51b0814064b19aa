import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import {
  ENROLLING,
  ENROLLING_CHILDREN,
  isEnrollingRoute,
  type EnrollingRoute,
  type PageInfo,
} from '@/lib/pages'
import { PageLayout, type Crumb } from './PageLayout'
import { SideNav } from './SideNav'

export type TypeParams = Promise<{ type: string }>
export type TypeIdParams = Promise<{ type: string; id: string }>
export type EnrollingChild = keyof typeof ENROLLING_CHILDREN

export async function typeParam(params: TypeParams): Promise<EnrollingRoute> {
  const { type } = await params
  if (!isEnrollingRoute(type)) notFound()
  return type
}

export const enrollingBase = (type: EnrollingRoute) => `/enrolling/${type}`

export const enrollingPage = (type: EnrollingRoute, child: EnrollingChild, detail = false): PageInfo => ({
  title: `${ENROLLING[type].zh}·${ENROLLING_CHILDREN[child].zh}${detail ? '详情' : ''}`,
  zh: ENROLLING_CHILDREN[child].zh,
  en: ENROLLING_CHILDREN[child].en,
  layout: detail ? 'content' : 'common',
  banner: 'enrolling',
})

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
  const base = enrollingBase(type)
  const crumbs: Crumb[] = [
    { href: '/enrolling', label: '招生服务' },
    { href: base, label: ENROLLING[type].zh },
    ...(detail
      ? [{ href: `${base}/${child}`, label: ENROLLING_CHILDREN[child].zh }, { label: detail }]
      : [{ label: ENROLLING_CHILDREN[child].zh }]),
  ]
  return (
    <PageLayout
      page={enrollingPage(type, child, Boolean(detail))}
      crumbs={crumbs}
      aside={
        <SideNav
          title={ENROLLING[type].zh}
          titleEn={ENROLLING[type].en}
          items={(Object.keys(ENROLLING_CHILDREN) as EnrollingChild[]).map((c) => ({
            href: `${base}/${c}`,
            label: ENROLLING_CHILDREN[c].zh,
          }))}
        />
      }
    >
      {children}
    </PageLayout>
  )
}
