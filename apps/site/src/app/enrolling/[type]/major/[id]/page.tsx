import {
  EnrollingLayout,
  enrollingBase,
  enrollingPage,
  typeParam,
  type TypeIdParams,
} from '@/components/enrolling'
import { MajorDetail } from '@/components/majors'
import { idParam } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

export async function generateMetadata({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPage(type, 'major', true), `${enrollingBase(type)}/major/${(await params).id}`)
}

export default async function MajorDetailPage({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  const id = idParam((await params).id)
  return (
    <EnrollingLayout type={type} child="major" detail="专业详情">
      <MajorDetail id={id} backHref={`${enrollingBase(type)}/major`} />
    </EnrollingLayout>
  )
}
