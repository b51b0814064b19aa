import { ScoreQuery } from '@/client/ScoreQuery'
import { EduLayout, eduBase, eduParam, type EduParams } from '@/components/edu'
import { formatPageInfo } from '@/components/formats'
import { pageMeta } from '@/lib/meta'
import { EDU, EDU_CHILDREN, FORMATS } from '@/lib/pages'

export async function generateMetadata({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return pageMeta(formatPageInfo(edu, EDU_CHILDREN.scoreQuery, 'login'), `${eduBase(edu)}/scoreQuery`)
}

export default async function ScoreQueryPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return (
    <EduLayout edu={edu} child="scoreQuery" layout="login">
      <ScoreQuery type={EDU[edu].module} loginPath={`${eduBase(edu)}/login`} title={FORMATS[edu].zh} />
    </EduLayout>
  )
}
