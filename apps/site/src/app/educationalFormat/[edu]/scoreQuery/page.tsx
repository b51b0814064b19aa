import { EduLayout } from '@/components/edu/edu-layout'
import { ScoreQuery } from '@/components/scores/score-query'
import { pageMeta } from '@/lib/meta'
import { EDU_CHILD_TITLES, FORMATS, formatPageInfo } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { eduParam, type EduParams } from '../_lib/params'

export async function generateMetadata({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return pageMeta(formatPageInfo(edu, EDU_CHILD_TITLES.scoreQuery, 'login'), href.eduChild(edu, 'scoreQuery'))
}

export default async function ScoreQueryPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return (
    <EduLayout edu={edu} child="scoreQuery" layout="login">
      <ScoreQuery type={EDU_ROUTES[edu]} loginPath={href.eduChild(edu, 'login')} title={FORMATS[edu].zh} />
    </EduLayout>
  )
}
