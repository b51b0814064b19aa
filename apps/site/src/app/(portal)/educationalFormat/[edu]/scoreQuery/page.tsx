import { EduLayout } from '@/components/edu/edu-layout'
import { ScoreQuery } from '@/components/scores/score-query'
import { FORMATS } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { eduChildMetadata } from '../_lib/child'
import { eduParam, type EduParams } from '../_lib/params'

export const generateMetadata = eduChildMetadata('scoreQuery', 'login')

export default async function ScoreQueryPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return (
    <EduLayout edu={edu} child="scoreQuery" layout="login">
      <ScoreQuery type={EDU_ROUTES[edu]} loginPath={href.eduChild(edu, 'login')} title={FORMATS[edu].zh} />
    </EduLayout>
  )
}
