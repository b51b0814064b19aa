import type { ReactNode } from 'react'
import { FormatLayout } from '@/components/formats/format-layout'
import type { Crumb } from '@/components/layout/page-layout'
import { EDU_CHILD_TITLES, formatPageInfo } from '@/lib/pages'
import { EDU_CHILDREN, href, type EduChild, type EduRoute } from '@/lib/routes'

/** Child navigation of the open and adult education pages. */
export function eduNav(edu: EduRoute) {
  // The transcript (scoreQuery) is reached through 成绩查询 (login); directlyFaculty is open education's.
  const children = EDU_CHILDREN.filter(
    (c) => c !== 'scoreQuery' && (c !== 'directlyFaculty' || edu === 'openEducation'),
  )
  return [
    { href: href.format(edu), label: '概况' },
    ...children.map((c) => ({
      href: href.eduChild(edu, c),
      label: c === 'login' ? '成绩查询' : EDU_CHILD_TITLES[c].zh,
      // After logging in, the transcript is the same 成绩查询 section at another address.
      ...(c === 'login' ? { also: [href.eduChild(edu, 'scoreQuery')] } : {}),
    })),
  ]
}

/** A child page of open or adult education: the format's layout with the child navigation. */
export function EduLayout({
  edu,
  child,
  detail,
  layout = 'common',
  children,
}: {
  edu: EduRoute
  child: EduChild
  detail?: string
  layout?: 'common' | 'content' | 'login'
  children: ReactNode
}) {
  const info = EDU_CHILD_TITLES[child]
  const crumbs: Crumb[] = detail
    ? [{ href: href.eduChild(edu, child), label: info.zh }, { label: detail }]
    : [{ label: info.zh }]
  return (
    <FormatLayout format={edu} page={formatPageInfo(edu, info, layout)} crumbs={crumbs} nav={eduNav(edu)}>
      {children}
    </FormatLayout>
  )
}
